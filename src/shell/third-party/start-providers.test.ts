import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installSiteConfig } from '../../config/site-config.ts';
import type { SiteConfig } from '../../config/site-config.schema.ts';
import { shippedSiteConfig } from '../../../tests/setup/render-app.tsx';
import { setLogSink, type LogEntry } from '../../lib/log.ts';
import { startThirdParty } from './start-providers.ts';
import type { Pages } from './types.ts';

const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));

/** The router's side of startThirdParty: a path, and route changes the test makes. */
function fakePages(start: string) {
  let path = start;
  const listeners: ((pathname: string) => void)[] = [];
  const pages: Pages = { pathname: () => path, subscribe: (listener) => void listeners.push(listener) };
  const go = (next: string) => {
    path = next;
    listeners.forEach((listener) => listener(next));
  };
  return { pages, go };
}

function withConfig(change: (config: SiteConfig) => void = () => {}) {
  const config = shippedSiteConfig();
  change(config);
  installSiteConfig(config);
}

/** The pages the chat was told, from the commands queued for it. */
const chatPages = () =>
  Array.isArray(window.$crisp)
    ? (window.$crisp as unknown[][]).filter((c) => c[1] === 'session:data').map((c) => (c[2] as string[][][])[0][0][1])
    : [];

// Page reports wait for an idle moment (a timer in jsdom): each test runs its own to the end.
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete window.$crisp;
  Cookies.remove('lumen_source');
});

describe('startThirdParty', () => {
  it("loads the chat and analytics the site-config switches on, from the active environment's hosts", () => {
    withConfig();
    startThirdParty(fakePages('/').pages);
    expect(scripts()).toEqual(['/__sandbox/providers/crisp/l.js', '/__sandbox/providers/umami/script.js']);
  });

  it('tells the chat each page the visitor settles on, once', () => {
    withConfig();
    const { pages, go } = fakePages('/');
    startThirdParty(pages);
    vi.runOnlyPendingTimers();
    expect(chatPages()).toEqual(['/']);
    go('/account/userInfo');
    go('/user/login');
    vi.runOnlyPendingTimers();
    go('/user/login');
    vi.runOnlyPendingTimers();
    expect(chatPages()).toEqual(['/', '/user/login']);
  });

  it('loads nothing while both switches are off', () => {
    withConfig((c) => {
      c.switches.chat = false;
      c.switches.analytics = false;
    });
    startThirdParty(fakePages('/').pages);
    expect(scripts()).toEqual([]);
    expect(window.$crisp).toBeUndefined();
  });

  it('never starts the chat in app mode, where the phone app has its own support', () => {
    withConfig();
    Cookies.set('lumen_source', 'app');
    startThirdParty(fakePages('/').pages);
    expect(scripts()).toEqual(['/__sandbox/providers/umami/script.js']);
    expect(window.$crisp).toBeUndefined();
  });

  it('leaves out, with one warning, a provider that cannot start, and starts the other', () => {
    const entries: LogEntry[] = [];
    setLogSink((entry) => entries.push(entry));
    withConfig((c) => ((c.analytics as { provider: string }).provider = 'plausible'));
    startThirdParty(fakePages('/').pages);
    setLogSink(null);
    expect(scripts()).toEqual(['/__sandbox/providers/crisp/l.js']);
    expect(entries.map((e) => [e.level, e.message])).toEqual([
      ['warn', 'The analytics provider did not start: the page carries on without it'],
    ]);
  });
});
