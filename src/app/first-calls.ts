/**
 * The public records a landing page shows first, asked for by start-up as soon as site.json says
 * which page it is (landing.ts), beside the page's own files, instead of once the page is drawn:
 * the page's own call takes the answer (src/api/early-calls.ts). An announcement, a news story, a
 * help article, the legal documents and the about text are the same to every visitor, signed in
 * or not. Each call here is the one its page makes, query for query (first-calls.test.ts).
 */
import { announcementGetAppAnnouncement } from '../../generated/operations/announcementGetAppAnnouncement.ts';
import { helpCenterGetHelpCenterShow } from '../../generated/operations/helpCenterGetHelpCenterShow.ts';
import { newsGetNewsById } from '../../generated/operations/newsGetNewsById.ts';
import { newWebSiteGetWebSiteByUrl } from '../../generated/operations/newWebSiteGetWebSiteByUrl.ts';
import { protocolGetList } from '../../generated/operations/protocolGetList.ts';
import { protocolGetProtocol } from '../../generated/operations/protocolGetProtocol.ts';
import type { PageId } from '../config/page-ids.ts';
import type { Language } from '../lib/language.ts';
import { recordId } from '../lib/record-id.ts';

export interface FirstCall {
  path: string;
  query: Record<string, string>;
}

/** Where a visitor lands: the route's parameters, the address's query, the language shown. */
export interface LandingAddress {
  params: Record<string, string>;
  search: URLSearchParams;
  language: Language;
}

/** A record by the id the address gives, in the language shown; none without an id. */
const byId = (path: string, raw: string | null | undefined, language: Language): FirstCall[] => {
  const id = recordId(raw);
  return id === null ? [] : [{ path, query: { id: String(id), languageCode: language } }];
};

const firstCalls: Partial<Record<PageId, (at: LandingAddress) => FirstCall[]>> = {
  about: () => [{ path: newWebSiteGetWebSiteByUrl.path, query: { url: location.host } }],
  newsDetail: ({ params, language }) => byId(newsGetNewsById.path, params.id, language),
  noticeDetail: ({ search, language }) => byId(announcementGetAppAnnouncement.path, search.get('keyWords'), language),
  helpDetail: ({ search, language }) => byId(helpCenterGetHelpCenterShow.path, search.get('id'), language),
  service: ({ search, language }) => [
    { path: protocolGetList.path, query: { languageCode: language } },
    ...byId(protocolGetProtocol.path, search.get('id'), language),
  ],
};

/** The calls start-up makes for a page, none for a page not listed. */
export const firstCallsOf = (page: PageId, at: LandingAddress): FirstCall[] => firstCalls[page]?.(at) ?? [];
