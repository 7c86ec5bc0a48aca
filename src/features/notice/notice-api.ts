/** The announcement pages' calls and the list's view in the address. */
import type { components } from '../../../generated/base.ts';
import { announcementGetAppAnnouncement } from '../../../generated/operations/announcementGetAppAnnouncement.ts';
import { announcementGetAppAnnouncementPageList } from '../../../generated/operations/announcementGetAppAnnouncementPageList.ts';
import { apiQueryOrMissing } from '../../api/missing.ts';
import { apiQuery, contentData, keepPreviousPage } from '../../api/query.ts';
import type { Language } from '../../lib/language.ts';
import { searchParam, type SearchValues } from '../../lib/search-params.ts';
import { pagePath } from '../../config/page-paths.ts';

export type Announcement = components['schemas']['Announcement'];
export type AnnouncementType = components['schemas']['AnnouncementType'];

export const announcementTypes: readonly AnnouncementType[] = [
  'listing',
  'maintenance',
  'activity',
  'security',
  'general',
];
export const noticeRows = 10;

/** The list's view: a type ('all' for every one), a search in the titles, the page. */
export const noticeSearch = {
  type: searchParam.oneOf(['all', ...announcementTypes], 'all'),
  q: searchParam.text({ maxLength: 50 }),
  page: searchParam.page(),
};
export const noticeFilters = ['type', 'q'] as const;

export const noticeListQuery = (language: Language, { type, q, page }: SearchValues<typeof noticeSearch>) => ({
  ...apiQuery(announcementGetAppAnnouncementPageList, {
    body: {
      PageIndex: page,
      PageRows: noticeRows,
      LanguageType: language,
      ...(type !== 'all' ? { Type: type } : {}),
      ...(q ? { Keyword: q } : {}),
    },
  }),
  ...contentData,
  ...keepPreviousPage,
});

/** One announcement, or null when no announcement has this id. */
export const noticeQuery = (id: number, language: Language) => ({
  ...apiQueryOrMissing(announcementGetAppAnnouncement, { params: { query: { id, languageCode: language } } }),
  ...contentData,
});

export const noticePath = (id: number) => pagePath('noticeDetail', { query: { keyWords: id } });
