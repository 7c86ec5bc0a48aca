/**
 * The site record of this host (NewWebSite/GetWebSiteByUrl with the host, else the single site of
 * GetSingleWebSite): the about page's text, and the document's default description and share
 * picture. Neither answering leaves site.json's brand and the app's own texts in place.
 */
import type { components } from '../../generated/base.ts';
import { newWebSiteGetSingleWebSite } from '../../generated/operations/newWebSiteGetSingleWebSite.ts';
import { newWebSiteGetWebSiteByUrl } from '../../generated/operations/newWebSiteGetWebSiteByUrl.ts';
import { firstAnswer, notFoundCode } from '../api/missing.ts';
import { apiQuery, contentData, fetchAnswer, type QuerySpec } from '../api/query.ts';
import { setSiteTextSource } from '../i18n/descriptions.ts';

export type SiteRecord = components['schemas']['WebSite'];

/** The record, or null when neither call gives one (the app then keeps to site.json). */
export function siteRecordQuery(): QuerySpec<SiteRecord | null> & typeof contentData {
  const host = location.host;
  const byHost = apiQuery(newWebSiteGetWebSiteByUrl, { params: { query: { url: host } } }, { ignore: [notFoundCode] });
  const single = apiQuery(newWebSiteGetSingleWebSite, undefined, { ignore: [notFoundCode] });
  return { ...firstAnswer(byHost, single), ...contentData };
}

/** Hands the page descriptions the record's texts, in the language each is asked in (the call's). */
export function startSiteIdentity(): Promise<void> {
  return setSiteTextSource(async () => {
    const site = await fetchAnswer(siteRecordQuery());
    return site ? { description: site.Description ?? null, shareImageUrl: site.ShareImageUrl ?? null } : null;
  });
}
