/** The home page's own server data: its banners. Market data it shares with /markets is in src/data/markets.ts. */
import { apiQuery, contentData } from '../../api/query.ts';
import { subBannerGetBannerList } from '../../../generated/operations/subBannerGetBannerList.ts';
import type { Language } from '../../lib/language.ts';

/** Promotions change rarely: the answer start-up asked for early is not asked for again on the first render. */
export const bannersQuery = (languageCode: Language) => ({
  ...apiQuery(subBannerGetBannerList, { params: { query: { type: 'home', languageCode } } }),
  ...contentData,
});
