import { afterEach, describe, expect, it } from 'vitest';
import { sandbox } from '../../tests/setup/dom.ts';
import { startApp } from '../../tests/setup/render-app.tsx';
import { fetchAnswer } from '../api/query.ts';
import { describePage, setSiteTextSource } from '../i18n/descriptions.ts';
import { siteRecordQuery, startSiteIdentity } from './site-identity.ts';

const meta = (key: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[name="${key}"], meta[property="${key}"]`)?.content;
const calls = (operationId: string) => sandbox.calls.get(operationId) ?? 0;

afterEach(() => setSiteTextSource(async () => null));

describe('the site record of this host', () => {
  it('is found by the host the app runs on', async () => {
    startApp({ language: 'fr' });
    const site = await fetchAnswer(siteRecordQuery());
    expect(site?.About).toContain('Nos engagements');
    expect(calls('newWebSiteGetWebSiteByUrl')).toBe(1);
    expect(calls('newWebSiteGetSingleWebSite')).toBe(0);
  });

  it('falls back to the single site when no site is served at this host', async () => {
    startApp();
    sandbox.knobs.forcedCodes.set('newWebSiteGetWebSiteByUrl', { code: 10004, msg: 'No site', remaining: 1 });
    expect((await fetchAnswer(siteRecordQuery()))?.Name).toBe('Sandbox Exchange');
    expect(calls('newWebSiteGetSingleWebSite')).toBe(1);
  });

  it('is null when neither call answers, so the app keeps to site.json', async () => {
    startApp();
    sandbox.knobs.forcedCodes.set('newWebSiteGetWebSiteByUrl', { code: 10004, msg: 'No site', remaining: 1 });
    sandbox.knobs.forcedCodes.set('newWebSiteGetSingleWebSite', { code: 10004, msg: 'No site', remaining: 1 });
    expect(await fetchAnswer(siteRecordQuery())).toBeNull();
  });

  it('gives the page descriptions its description and share picture once start-up has settled', async () => {
    startApp();
    await describePage('home', 'Lumen Exchange', 'en', () => true);
    await startSiteIdentity();
    expect(meta('description')).toMatch(/^A cryptocurrency exchange for everyday people/);
    expect(meta('og:image')).toBe('https://static.sandbox-exchange.example/share/site-1200x630.png');
  });
});
