/**
 * Entry pages hold still as their data arrive: on a phone the size of Lighthouse's (412 px), from
 * the first paint until the page has settled, nothing on screen moves (no layout shift), and what
 * came last is there. A placeholder is the height of what replaces it; a section under one of
 * unknown height comes with it.
 */
import type { Page } from '@playwright/test';
import { benchSiteConfig } from '../../scripts/entry-pages.ts';
import { test, expect } from './fixtures.ts';
import { signInAs } from './session.ts';

test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

/** Runs in the page from its first script: every layout shift without input, with what moved. */
function recordShifts() {
  const shifts: string[] = [];
  Object.assign(window, { __shifts: shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      const moved = entry.sources.map(
        (s) =>
          `${(s.node as Element | undefined)?.className ?? s.node?.nodeName} from y ${s.previousRect.y} to ${s.currentRect.y}`,
      );
      shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(', ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function shiftsOf(page: Page): Promise<string[]> {
  // Layout shifts are reported after the frame they happened in: two frames on, every shift so far is in.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))),
  );
  return page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
}

const pages: { path: string; signedIn?: boolean; last: (page: Page) => ReturnType<Page['getByRole']> }[] = [
  {
    path: '/markets',
    last: (page) => page.getByRole('region', { name: 'Recommended markets' }).getByText('≈').first(),
  },
  { path: '/rate', last: (page) => page.getByRole('table').getByRole('rowheader').first() },
  { path: '/help', last: (page) => page.getByRole('heading', { name: 'Popular articles' }) },
  { path: '/news', last: (page) => page.getByRole('heading', { name: 'Latest stories' }) },
  { path: '/news/detail/503', last: (page) => page.locator('.news-story__body') },
  { path: '/service', last: (page) => page.getByRole('button', { name: 'Chat with support' }) },
  // Signed in, as the demo customer: a row's actions come with it; a value fills its place.
  {
    path: '/assets/digitalCurrency',
    signedIn: true,
    last: (page) => page.getByRole('table').getByRole('link', { name: 'Withdraw USDT' }),
  },
  {
    path: '/assets/withdraw',
    signedIn: true,
    last: (page) =>
      page.getByRole('region', { name: 'Your latest withdrawals' }).getByRole('table').getByRole('rowheader').first(),
  },
  {
    path: '/tradingOrder',
    signedIn: true,
    last: (page) => page.getByRole('tab', { name: /^Open orders \(\d+ items?\)$/ }),
  },
];

for (const { path, signedIn, last } of pages) {
  test(`${path} on a phone: nothing moves as its data arrive`, async ({ page, sandbox }) => {
    await sandbox.set('site-config', { config: benchSiteConfig(process.cwd()) });
    // tsx names the functions it compiles with a helper (__name) the page lacks: give it one.
    await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    await page.addInitScript(recordShifts);
    if (signedIn) await signInAs(page);
    await page.goto(path);
    await expect(last(page)).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    expect(await shiftsOf(page)).toEqual([]);
  });
}
