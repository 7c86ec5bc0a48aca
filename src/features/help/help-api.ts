/** The help centre's calls, and the views its pages keep in the address. */
import type { components } from '../../../generated/base.ts';
import { helpCenterGetHelpCenterCategoryShowList } from '../../../generated/operations/helpCenterGetHelpCenterCategoryShowList.ts';
import { helpCenterGetHelpCenterShow } from '../../../generated/operations/helpCenterGetHelpCenterShow.ts';
import { helpCenterGetHelpCenterShowList } from '../../../generated/operations/helpCenterGetHelpCenterShowList.ts';
import { helpsSearchList } from '../../../generated/operations/helpsSearchList.ts';
import { pageVideoGetList } from '../../../generated/operations/pageVideoGetList.ts';
import { apiQueryOrMissing } from '../../api/missing.ts';
import { apiQuery, contentData, keepPreviousPage } from '../../api/query.ts';
import type { Language } from '../../lib/language.ts';
import { searchParam } from '../../lib/search-params.ts';
import { pagePath } from '../../config/page-paths.ts';

export type HelpCategory = components['schemas']['HelpCategory'];
export type HelpArticleSummary = components['schemas']['HelpArticleSummary'];
export type TutorialVideo = components['schemas']['TutorialVideo'];

export const articleRows = 10;
export const popularCount = 6;
export const relatedCount = 5;
/** The longest search the server takes. */
export const keywordMaxLength = 50;

export const categoriesQuery = (languageCode: Language) => ({
  ...apiQuery(helpCenterGetHelpCenterCategoryShowList, { body: { languageCode } }),
  ...contentData,
});

/** A page of articles: of one category (else of every one), newest or most read first. */
export const articlesQuery = (
  languageCode: Language,
  {
    category,
    page,
    rows = articleRows,
    sort = 'newest',
  }: { category?: number; page: number; rows?: number; sort?: 'newest' | 'popular' },
) => ({
  ...apiQueryOrMissing(helpCenterGetHelpCenterShowList, {
    body: { PageIndex: page, PageRows: rows, languageCode, Sort: sort, ...(category ? { CategoryId: category } : {}) },
  }),
  ...contentData,
  ...keepPreviousPage,
});

/** One article, or null when none has this id. */
export const articleQuery = (id: number, languageCode: Language) => ({
  ...apiQueryOrMissing(helpCenterGetHelpCenterShow, { params: { query: { id, languageCode } } }),
  ...contentData,
});

export const searchQuery = (languageCode: Language, keyword: string, page: number) => ({
  ...apiQuery(helpsSearchList, {
    params: { query: { keyword, languageCode, PageIndex: page, PageRows: articleRows } },
  }),
  ...contentData,
  ...keepPreviousPage,
  enabled: keyword !== '',
});

export const videosQuery = (languageCode: Language) => ({
  ...apiQuery(pageVideoGetList, { params: { query: { languageCode } } }),
  ...contentData,
});

/** /help/list: the category (absent: every article) and the page. */
export const listSearch = { category: searchParam.positiveInteger(0), page: searchParam.page() };
/** /help/search: the words looked for and the page. */
export const helpSearch = { keyword: searchParam.text({ maxLength: keywordMaxLength }), page: searchParam.page() };

export const categoryPath = (id: number) => pagePath('helpList', { query: { category: id } });
export const articlePath = (id: number) => pagePath('helpDetail', { query: { id } });
export const searchPath = (keyword: string) => pagePath('helpSearch', { query: { keyword: keyword.trim() } });
