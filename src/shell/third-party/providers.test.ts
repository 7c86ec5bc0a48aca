import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsConfig, ChatConfig } from '../../config/site-config.schema.ts';
import type { ProviderSetting } from '../../config/site-config.ts';
import { setLogSink, type LogEntry } from '../../lib/log.ts';
import { startCrisp } from './crisp.ts';
import { startMatomo } from './matomo.ts';
import { startUmami } from './umami.ts';

const scriptFrom = (src: string) =>
  [...document.head.querySelectorAll('script')].find((s) => s.getAttribute('src') === src);

afterEach(() => {
  setLogSink(null);
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete window.$crisp;
  delete window.CRISP_WEBSITE_ID;
  delete window.CRISP_RUNTIME_CONFIG;
  delete window.umami;
  delete window._paq;
});

describe('Crisp', () => {
  const crisp: ProviderSetting<ChatConfig> = { provider: 'crisp', id: 'site-1', host: 'https://client.crisp.chat' };

  it("loads the chatbox from its host with the site's id and the page's language", () => {
    startCrisp(crisp, 'zh-Hant');
    const script = scriptFrom('https://client.crisp.chat/l.js');
    expect(script?.async).toBe(true);
    expect(window.CRISP_WEBSITE_ID).toBe('site-1');
    expect(window.CRISP_RUNTIME_CONFIG).toEqual({ locale: 'zh-tw' });
  });

  it('queues the page before the chatbox has run, as Crisp reads its queue when it starts', () => {
    startCrisp(crisp, 'en').pageChanged('/account/api');
    expect(window.$crisp).toEqual([
      ['safe', true],
      ['set', 'session:data', [[['page', '/account/api']]]],
    ]);
  });

  it('hands later pages to the running chatbox', () => {
    const widget = startCrisp(crisp, 'en');
    const running = { push: vi.fn() };
    window.$crisp = running;
    widget.pageChanged('/about');
    expect(running.push).toHaveBeenCalledWith(['set', 'session:data', [[['page', '/about']]]]);
  });
});

describe('Umami', () => {
  const umami: ProviderSetting<AnalyticsConfig> = { provider: 'umami', id: 'w-1', host: 'https://cloud.umami.is/' };

  it('loads the tracker with its own page-view counting off and Do Not Track honoured', () => {
    startUmami(umami);
    const script = scriptFrom('https://cloud.umami.is/script.js')!;
    expect(script.dataset).toMatchObject({ websiteId: 'w-1', autoTrack: 'false', doNotTrack: 'true' });
  });

  it('sends each page view once the tracker has run, with the path, and the referrer cut to its origin on the first only', async () => {
    Object.defineProperty(document, 'referrer', {
      value: 'https://search.example/results?q=demo@example.com',
      configurable: true,
    });
    const measure = startUmami(umami);
    delete (document as { referrer?: string }).referrer;
    measure.pageView('/');
    measure.pageView('/about');
    const sent: unknown[] = [];
    window.umami = {
      track: (payload) =>
        sent.push(payload({ url: '/?token=abc', referrer: 'https://search.example/?q=me', title: 'Lumen' })),
    };
    expect(sent).toEqual([]);
    scriptFrom('https://cloud.umami.is/script.js')!.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { url: '/', referrer: 'https://search.example', title: 'Lumen' },
      { url: '/about', referrer: '', title: 'Lumen' },
    ]);
  });
});

describe('Matomo', () => {
  const matomo: ProviderSetting<AnalyticsConfig> = {
    provider: 'matomo',
    id: '7',
    host: 'https://stats.exchange.example',
  };

  it('sets no cookie unless the site-config allows them', () => {
    startMatomo(matomo);
    expect(window._paq).toContainEqual(['disableCookies']);
    delete window._paq;
    startMatomo({ ...matomo, cookies: true });
    expect(window._paq).not.toContainEqual(['disableCookies']);
  });

  it('names its tracker and site, loads matomo.js and tracks each page by its path', () => {
    startMatomo(matomo).pageView('/about');
    expect(scriptFrom('https://stats.exchange.example/matomo.js')).toBeDefined();
    expect(window._paq).toEqual([
      ['disableCookies'],
      ['setDoNotTrack', true],
      ['setTrackerUrl', 'https://stats.exchange.example/matomo.php'],
      ['setSiteId', '7'],
      ['setCustomUrl', `${location.origin}/about`],
      ['setDocumentTitle', document.title],
      ['trackPageView'],
    ]);
  });
});

describe('a provider whose script cannot load', () => {
  const blocked = (src: string) => scriptFrom(src)!.dispatchEvent(new Event('error'));
  const logged = () => {
    const entries: LogEntry[] = [];
    setLogSink((entry) => entries.push(entry));
    return entries;
  };

  it.each([
    [
      'Umami',
      'https://cloud.umami.is/script.js',
      () => startUmami({ provider: 'umami', id: 'w', host: 'https://cloud.umami.is' }),
    ],
    [
      'Matomo',
      'https://stats.example/matomo.js',
      () => startMatomo({ provider: 'matomo', id: '7', host: 'https://stats.example' }),
    ],
    [
      'Crisp',
      'https://client.crisp.chat/l.js',
      () => startCrisp({ provider: 'crisp', id: 's', host: 'https://client.crisp.chat' }, 'en'),
    ],
  ])('%s: is logged once as a warning, and later pages neither fail nor load it again', async (_name, src, start) => {
    const entries = logged();
    const rejections: unknown[] = [];
    const onRejection = (event: PromiseRejectionEvent) => rejections.push(event.reason);
    window.addEventListener('unhandledrejection', onRejection);
    const provider = start();
    blocked(src);
    await new Promise((done) => setTimeout(done));
    for (const path of ['/', '/about', '/markets']) {
      if ('pageView' in provider) provider.pageView(path);
      else provider.pageChanged(path);
    }
    await new Promise((done) => setTimeout(done));
    window.removeEventListener('unhandledrejection', onRejection);
    expect(entries).toEqual([{ level: 'warn', message: `${src} did not load: the page carries on without it` }]);
    expect(rejections).toEqual([]);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('Umami: sends nothing once its script failed', async () => {
    logged();
    const measure = startUmami({ provider: 'umami', id: 'w', host: 'https://cloud.umami.is' });
    const track = vi.fn();
    window.umami = { track };
    blocked('https://cloud.umami.is/script.js');
    measure.pageView('/');
    await new Promise((done) => setTimeout(done));
    expect(track).not.toHaveBeenCalled();
  });
});
