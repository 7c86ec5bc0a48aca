/** The news pages' calls and the views they keep in the address. */
import type { components } from '../../../generated/base.ts';
import { newsGetNewsById } from '../../../generated/operations/newsGetNewsById.ts';
import { newsGetNewsPageList } from '../../../generated/operations/newsGetNewsPageList.ts';
import { newsGetNewsResource } from '../../../generated/operations/newsGetNewsResource.ts';
import { newsGetRotationList } from '../../../generated/operations/newsGetRotationList.ts';
import { bytesQuery } from '../../api/bytes.ts';
import { apiQueryOrMissing, notFoundCode } from '../../api/missing.ts';
import { apiQuery, contentData, keepPreviousPage } from '../../api/query.ts';
import type { Language } from '../../lib/language.ts';
import { searchParam } from '../../lib/search-params.ts';
import { pagePath } from '../../config/page-paths.ts';

export type NewsSummary = components['schemas']['NewsSummary'];
export type NewsType = components['schemas']['NewsType'];

export const newsTypes: readonly NewsType[] = ['industry', 'platform', 'analysis'];
export const newsRows = 9;
export const latestCount = 6;

/** /news: which type the featured rotation shows. */
export const homeSearch = { featured: searchParam.oneOf(newsTypes, 'platform') };
/** /news/list: the type ('all' for every one) and the page. */
export const listSearch = { type: searchParam.oneOf(['all', ...newsTypes], 'all'), page: searchParam.page() };

export const rotationQuery = (type: NewsType, languageCode: Language) => ({
  ...apiQuery(newsGetRotationList, { params: { query: { type, languageCode } } }),
  ...contentData,
  ...keepPreviousPage,
});

export const newsListQuery = (
  languageCode: Language,
  { type, page, rows = newsRows }: { type: NewsType | 'all'; page: number; rows?: number },
) => ({
  ...apiQuery(newsGetNewsPageList, {
    body: { PageIndex: page, PageRows: rows, languageCode, ...(type !== 'all' ? { type } : {}) },
  }),
  ...contentData,
  ...keepPreviousPage,
});

/** One story, or null when none has this id. */
export const storyQuery = (id: number, languageCode: Language) => ({
  ...apiQueryOrMissing(newsGetNewsById, { params: { query: { id, languageCode } } }),
  ...contentData,
});

/** A picture's bytes (a missing one is the picture's own failure, not a toast). */
export const pictureQuery = (ResourceId: string) => ({
  ...bytesQuery(newsGetNewsResource, { body: { ResourceId } }, { ignore: [notFoundCode] }),
  ...contentData,
});

export const storyPath = (id: number) => pagePath('newsDetail', { params: { id } });
export const typeListPath = (type: NewsType) => pagePath('newsList', { query: { type } });
