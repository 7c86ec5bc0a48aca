import { describe, expect, it } from 'vitest';
import { startEarlyGet } from '../api/early-calls.ts';
import { fetchAnswer } from '../api/query.ts';
import type { PageId } from '../config/page-ids.ts';
import { articleQuery } from '../features/help/help-api.ts';
import { storyQuery } from '../features/news/news-api.ts';
import { noticeQuery } from '../features/notice/notice-api.ts';
import { protocolListQuery, protocolQuery } from '../features/service/service-api.ts';
import { siteRecordQuery } from '../shell/site-identity.ts';
import { sandbox } from '../../tests/setup/dom.ts';
import { startApp } from '../../tests/setup/render-app.tsx';
import { firstCallsOf } from './first-calls.ts';

const headers = { LanguageCode: 'fr', ClientType: '0', DeviceId: '00000000-0000-4000-8000-000000000001' };

interface Landing {
  page: PageId;
  params?: Record<string, string>;
  search?: string;
  /** The page's own queries, asked in the language shown, and the operations they call. */
  asks: () => Promise<unknown>[];
  operations: string[];
}

const landings: Record<string, Landing> = {
  '/about': { page: 'about', asks: () => [fetchAnswer(siteRecordQuery())], operations: ['newWebSiteGetWebSiteByUrl'] },
  '/news/detail/503': {
    page: 'newsDetail',
    params: { id: '503' },
    asks: () => [fetchAnswer(storyQuery(503, 'fr'))],
    operations: ['newsGetNewsById'],
  },
  '/notice/detail?keyWords=1003': {
    page: 'noticeDetail',
    search: 'keyWords=1003',
    asks: () => [fetchAnswer(noticeQuery(1003, 'fr'))],
    operations: ['announcementGetAppAnnouncement'],
  },
  '/help/detail?id=1101': {
    page: 'helpDetail',
    search: 'id=1101',
    asks: () => [fetchAnswer(articleQuery(1101, 'fr'))],
    operations: ['helpCenterGetHelpCenterShow'],
  },
  '/service?id=1': {
    page: 'service',
    search: 'id=1',
    asks: () => [fetchAnswer(protocolListQuery('fr')), fetchAnswer(protocolQuery(1, 'fr'))],
    operations: ['protocolGetList', 'protocolGetProtocol'],
  },
};

describe('the records start-up asks for a landing page', () => {
  for (const [address, landing] of Object.entries(landings))
    it(`on ${address}, are the very calls the page makes, so it asks nothing again`, async () => {
      startApp({ language: 'fr' });
      const calls = firstCallsOf(landing.page, {
        params: landing.params ?? {},
        search: new URLSearchParams(landing.search ?? ''),
        language: 'fr',
      });
      expect(calls).toHaveLength(landing.operations.length);
      for (const { path, query } of calls) startEarlyGet('http://localhost/sandbox/base', path, query, headers, 60_000);
      for (const answer of await Promise.all(landing.asks())) expect(answer).toBeTruthy();
      for (const operation of landing.operations) expect(sandbox.calls.get(operation), operation).toBe(1);
    });

  it('are none without a record id, or for a page that shows no record first', () => {
    const at = { params: {}, search: new URLSearchParams('keyWords=abc'), language: 'en' as const };
    expect(firstCallsOf('noticeDetail', at)).toEqual([]);
    expect(firstCallsOf('helpDetail', at)).toEqual([]);
    expect(firstCallsOf('newsDetail', { ...at, params: { id: '0' } })).toEqual([]);
    expect(firstCallsOf('markets', at)).toEqual([]);
    expect(firstCallsOf('service', at).map((call) => call.query)).toEqual([{ languageCode: 'en' }]);
  });
});
