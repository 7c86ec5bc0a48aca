/**
 * Every route of the route table, with every switch and section on, signed out and signed in, each in
 * the light theme at 1280 px and the dark theme at 390 px: no script error, no console error, no
 * Content-Security-Policy violation, no sideways scrolling at 390 px, and (in one walk per sign-in
 * state, each in the other theme and width) no serious or critical axe violation. One page per walk
 * goes from route to route through the router, as a visitor's clicks do, so the sweep stays quick;
 * each worker signs in once.
 */
import type { Page } from '@playwright/test';
import { axeViolations, useTheme } from './axe.ts';
import { everythingOn } from './everything-on.ts';
import { test as base, expect } from './fixtures.ts';
import type { signInAs } from './session.ts';
import { handSessionToBrowser } from './session.ts';

/** Routes that show one record: the address of one the sandbox has. */
const recordAddresses: Record<string, string> = {
  '/news/detail/:id': '/news/detail/503',
  '/notice/detail': '/notice/detail?keyWords=1003',
  '/help/detail': '/help/detail?id=1101',
  '/help/search': '/help/search?keyword=PIN',
  '/twinkle/details': '/twinkle/details?id=4',
  '/missionSystem/details': '/missionSystem/details?id=202',
};
const addresses = everythingOn.routes.map((route) => recordAddresses[route.path] ?? route.path);

type Session = Awaited<ReturnType<typeof signInAs>>;

const test = base.extend<object, { everythingOnSession: Session }>({
  // Once per worker: the worker's own sandbox serves the file with everything on, and the demo
  // customer signs in once; the tests that follow in this worker reuse both.
  everythingOnSession: [
    async ({ appServer, playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: appServer.url });
      await request.post('/__sandbox/reset');
      await request.post('/__sandbox/site-config', { data: { config: everythingOn } });
      const answer = await request.post('/sandbox/base/api/idcm/customer/Customer/SignIn', {
        data: { Account: 'demo@example.com', Password: 'Demo1234!' },
      });
      const session = ((await answer.json()) as { Data: Session }).Data;
      await request.dispose();
      await use(session);
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ mode: 'parallel' });

/** Script errors, console errors and CSP violations of the page, as they happen. */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()} script error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()} console error: ${message.text()}`);
  });
  await page.exposeFunction('reportPolicyViolation', (text: string) => problems.push(`${page.url()} CSP: ${text}`));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportPolicyViolation(text: string): void }).reportPolicyViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    ),
  );
  return problems;
}

/** Counts the page's requests still open, so a route is judged once its data has come. */
function openRequests(page: Page): () => number {
  const open = new Set<unknown>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

/** The page id the route table gives a pathname (null for an address it does not route). */
function pageAt(pathname: string): string | null {
  const route = everythingOn.routes.find((r) => new RegExp(`^${r.path.replace(/:\w+/g, '[^/]+')}$`).test(pathname));
  return route?.page ?? null;
}

/**
 * Goes to `address` through the router, as a link does, and waits for the page to settle: the
 * page it left gone (or the same page, kept), its heading shown, its calls answered. Returns the
 * page id it ended on (after any redirect).
 */
async function visit(page: Page, address: string, open: () => number, left: string | null): Promise<string | null> {
  await page.evaluate((to) => {
    document.querySelectorAll('main > *').forEach((element) => element.setAttribute('data-left', ''));
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, address);
  const arrived = async () => {
    const { pathname, old } = await page.evaluate(() => ({
      pathname: location.pathname,
      old: document.querySelector('main [data-left]') !== null,
    }));
    return !old || pageAt(pathname) === left;
  };
  await expect.poll(arrived, { intervals: [25, 50, 100], timeout: 10_000 }).toBe(true);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(async () => {
    expect(open()).toBe(0);
    await expect(page.locator('.ui-spinner')).toHaveCount(0, { timeout: 100 });
  }).toPass({ intervals: [50, 100, 200], timeout: 10_000 });
  return pageAt(new URL(page.url()).pathname);
}

/** The page's width when wider than the screen, and the outermost elements that reach past it. */
function overflowing(): string[] {
  const { clientWidth, scrollWidth } = document.documentElement;
  if (scrollWidth <= clientWidth) return [];
  const past = [...document.querySelectorAll<HTMLElement>('body *')].filter(
    (element) => element.getBoundingClientRect().right > clientWidth + 1,
  );
  const outermost = past.filter((element) => !past.includes(element.parentElement!));
  return [
    `${scrollWidth} px wide`,
    ...outermost
      .slice(0, 3)
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} to ${Math.round(e.getBoundingClientRect().right)} px`,
      ),
  ];
}

const screens = [
  { name: '1280 px', viewport: { width: 1280, height: 900 } },
  { name: '390 px', viewport: { width: 390, height: 844 } },
] as const;
const themes = ['light', 'dark'] as const;
const states = ['signed out', 'signed in'] as const;
/** Where axe scans every route: each sign-in state once, in opposite themes and widths. */
const axeIn = (state: string, theme: string, screen: string) =>
  (state === 'signed in' && theme === 'light' && screen === '1280 px') ||
  (state === 'signed out' && theme === 'dark' && screen === '390 px');

/**
 * The walks: each sign-in state in the light theme at 1280 px and the dark theme at 390 px. A theme changes
 * colours, not widths, and a width changes the layout, not colours: so every width (sideways scrolling at
 * 390 px) and every theme (axe's contrast checks) is walked in both sign-in states.
 */
const walks = states.flatMap((state) => themes.map((theme, i) => ({ state, theme, screen: screens[i]! })));

for (const { state, theme, screen } of walks) {
  const scan = axeIn(state, theme, screen.name);
  test(`${state}, ${theme}, ${screen.name}: every route without errors${scan ? ' or axe violations' : ''}`, async ({
    page,
    everythingOnSession,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(screen.viewport);
    if (state === 'signed in') await handSessionToBrowser(page, everythingOnSession);
    await useTheme(page, theme);
    const problems = await watchProblems(page);
    const open = openRequests(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const sideways: string[] = [];
    const violations: string[] = [];
    let shown = pageAt('/');
    for (const address of addresses) {
      shown = await test.step(address, () => visit(page, address, open, shown));
      const where = new URL(page.url()).pathname;
      if (screen.viewport.width === 390) {
        // A page's styles may come a moment after its content: a page still too wide after a second is.
        let wide: string[] = [];
        await expect
          .poll(async () => (wide = await page.evaluate(overflowing)), { intervals: [100], timeout: 1000 })
          .toEqual([])
          .catch(() => sideways.push(`${address} (at ${where}): ${wide.join(', ')}`));
      }
      if (scan) violations.push(...(await axeViolations(page)).map((v) => `${address} (at ${where}): ${v}`));
    }
    expect(problems).toEqual([]);
    expect(sideways).toEqual([]);
    expect(violations).toEqual([]);
  });
}
