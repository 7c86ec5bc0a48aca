import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { tookOver } from './takeover.ts';
import { appCode, holdBack, requestedPaths } from './hold-back.ts';

test('the app served by npm start renders the home page with live markets', async ({ page, sandbox }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const asked = requestedPaths(page);
  await page.goto('/');
  await expect(page).toHaveTitle('Lumen Exchange');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lumen Exchange');
  await expect(page.getByRole('row', { name: /BTC\/USDT/ })).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Buy crypto with Naira. Bank transfer, card or mobile money' }),
  ).toBeVisible();
  const calls = await sandbox.read<Record<string, number>>('calls');
  expect(calls.marketGetMarketTrends).toBeGreaterThan(0);
  // Asked by the page renderer, whose answer the banner section takes over: never by the browser.
  expect(calls.subBannerGetBannerList).toBeGreaterThan(0);
  expect(asked.filter((path) => path.endsWith('/SubBanner/GetBannerList'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('site.json is asked for once at start-up', async ({ page, sandbox: _sandbox }) => {
  const asked = requestedPaths(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lumen Exchange');
  expect(asked.filter((path) => path === '/site.json')).toHaveLength(1);
});

test('the served page carries a Content-Security-Policy without inline scripts', async ({ request }) => {
  const answer = await request.get('/');
  const csp = answer.headers()['content-security-policy'];
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain("'unsafe-inline' 'unsafe-eval'");
  expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe-inline');
});

test('an unknown address shows the not-found page', async ({ page, sandbox: _sandbox }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL('/');
});

test('a page whose code cannot load says so in its place, with the header and the other pages still working', async ({
  page,
  sandbox: _sandbox,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // As a lost connection, a content blocker or a file a new version of the site has replaced would.
  const aboutCode = /\/assets\/AboutPage-[^/]+\.js$/;
  await page.route(aboutCode, (route) => route.abort());
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Your account and funds are not affected.');
  expect(errors.join('\n')).toMatch(/AboutPage/);

  // The header still leads elsewhere, and the next page shows as usual.
  await page.getByRole('banner').getByRole('link', { name: 'Markets' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Markets' })).toBeVisible();
  await expect(page.getByText('This page could not be shown')).toHaveCount(0);

  // Once the file can be had again, Try again loads the page.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();
  await page.unroute(aboutCode);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Lumen Exchange' })).toBeVisible();
  await expect(page.getByText('This page could not be shown')).toHaveCount(0);
});

test('a footer, menu, list or home section whose code cannot load is left out or says so, and the page stays', async ({
  page,
  sandbox: _sandbox,
}) => {
  const blocked = /\/assets\/(Footer|MobileMenuPanel|AnnouncementList|MarketTrend)-[^/]+\.js$/;
  await page.route(blocked, (route) => route.abort());
  await page.goto('/about');
  const heading = page.getByRole('heading', { level: 1, name: 'About Lumen Exchange' });
  await expect(heading).toBeVisible();
  // The footer's place is reached, its code fails, and the page is whole without it.
  await page.keyboard.press('End');
  await expect.poll(() => page.evaluate(() => document.querySelector('.layout__footer-place') === null)).toBe(true);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(heading).toBeVisible();

  // A list in a header popover says it could not be loaded, and the rest of the header works.
  await page.getByRole('button', { name: 'Announcements' }).click();
  const announcements = page.getByRole('dialog', { name: 'Announcements' });
  await expect(announcements.getByRole('alert')).toHaveText(/This could not be loaded\./);
  await expect(announcements.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(heading).toBeVisible();

  // On a phone, the menu says so too, and Escape closes it.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('alert')).toHaveText(/This could not be loaded\./);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(heading).toBeVisible();

  // Home without its market trend section: the banner and the sections after it still show.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('link', { name: 'Lumen Exchange, home page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lumen Exchange');
  await page.keyboard.press('End');
  await expect(page.getByRole('heading', { name: 'Why Lumen Exchange' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Market trend' })).toHaveCount(0);
  await expect(page.getByText('This page could not be shown')).toHaveCount(0);
});

/** Lets the start-up notice's wait run out at once: it shows 12 s after the page opens. */
const skipStartUpWaits = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation instanceof CSSAnimation && animation.animationName === 'boot-stalled')
      .forEach((animation) => animation.finish()),
  );

test('an app whose code never comes says so after a while, in the page language, with a way to load it again', async ({
  page,
  sandbox,
}) => {
  // The app's shell: a page the server rendered is readable, its links working, without the app.
  await sandbox.set('render', { on: false });
  const notice = page.locator('.boot-stalled');
  // Its entry blocked, as a content blocker would: nothing of the app runs, the notice is in English.
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  // No app will take the page over: the load is all there is to wait for (fixtures.ts).
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  await expect(notice).toBeHidden();
  await skipStartUpWaits(page);
  const english = notice.getByText('This is taking longer than it should.');
  await expect(english).toBeVisible();
  await expect(notice.getByText(/Le chargement/)).toBeHidden();
  await expect(notice.getByRole('link', { name: 'Reload the page' })).toHaveAttribute('href', '');
  await page.unroute(/\/assets\/index-[^/]+\.js$/);

  // React lost on the way: start-up has read site.json, so the notice is in the language asked for.
  await page.route(/\/assets\/react-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/about?lang=fr', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await skipStartUpWaits(page);
  await expect(notice.getByText(/Le chargement prend plus de temps que prévu/)).toBeVisible();
  await expect(english).toBeHidden();
  await page.unroute(/\/assets\/react-[^/]+\.js$/);

  // The link loads the page again, and the app, once it can be had, replaces the notice.
  await notice.getByRole('link', { name: 'Recharger la page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'À propos de Lumen Exchange' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('the sandbox, site.json and the app answer compressed, Brotli first, as real hosts do', async ({
  request,
  page,
  sandbox: _sandbox,
}) => {
  await page.goto('/');
  const startChunk = await page.locator('link[rel="modulepreload"][href^="/assets/start-"]').getAttribute('href');
  for (const path of ['/sandbox/base/api/idcm/market/Market/GetMarketTrends', '/site.json', startChunk!]) {
    const gzipped = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers()['content-encoding'], path).toBe('gzip');
    const brotli = await request.get(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers()['content-encoding'], path).toBe('br');
    // Market answers move between two calls; files must come back the same either way.
    if (path.startsWith('/sandbox/')) expect((await brotli.json()).StatusCode, path).toBe(200);
    else expect((await brotli.text()) === (await gzipped.text()), path).toBe(true);
  }
});

test('a page other than home downloads its own files while the app’s code is still on its way', async ({
  page,
  sandbox: _sandbox,
}) => {
  const asked = requestedPaths(page);
  // The app's own code arrives late, as on a slow phone network: it comes only once the page's own
  // files (its code and its message areas in the page's language) have been asked for. Its styles
  // came in the page.
  const release = await holdBack(page, appCode);
  await page.goto('/markets');
  await expect.poll(() => asked.some((path) => /\/assets\/MarketsPage-[^/]+\.js$/.test(path))).toBe(true);
  await expect(page.locator('link[rel="stylesheet"][disabled][href*="/assets/MarketsPage-"]')).toHaveCount(1);
  expect(asked.filter((path) => path.endsWith('.css'))).toEqual([]);
  await expect
    .poll(() => asked.filter((path) => /\/assets\/(markets|ui-lists)-[^/]+\.js$/.test(path)).length)
    .toBeGreaterThanOrEqual(2);
  release();
  await expect(page.locator('.layout').getByRole('heading', { level: 1, name: 'Markets' })).toBeVisible();
});

test('a page sent as the app\u2019s shell without the renderer asks for its files list and the code that reads it while index.html is read, once each; a page the renderer sends asks for neither', async ({
  page,
  sandbox,
}) => {
  const asked = requestedPaths(page);
  const landing = () => asked.filter((path) => /\/assets\/landing(-files)?-[^/]+\.(js|json)$/.test(path));
  await page.goto('/rate');
  await expect(page.getByRole('heading', { level: 1, name: 'Exchange rates' })).toBeVisible();
  // The renderer's shell of a page that needs sign-in names that page's files itself.
  await page.goto('/assets/withdraw');
  await expect(page.locator('.layout').getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  expect(asked.some((path) => /\/assets\/WithdrawPage-[^/]+\.js$/.test(path))).toBe(true);
  // Its styles came in it, the app's and the page's: none was asked for.
  expect(asked.some((path) => /\/assets\/(start|AssetsFrame)-[^/]+\.css$/.test(path))).toBe(false);
  expect(landing()).toEqual([]);

  // Without the renderer, the entry's own code held back: what is asked meanwhile is asked by index.html itself.
  await sandbox.set('render', { on: false });
  const release = await holdBack(page, /\/assets\/early-[^/]+\.js$/);
  await page.goto('/assets/withdraw', { waitUntil: 'commit' });
  await expect.poll(() => asked.filter((path) => /\/assets\/landing-[^/]+\.js$/.test(path))).toHaveLength(1);
  expect(asked.filter((path) => /\/assets\/landing-files-[^/]+\.json$/.test(path))).toHaveLength(1);
  release();
  await expect(page.locator('.layout').getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  // Start-up took the same answers: neither was asked for again.
  expect(landing()).toHaveLength(2);
});

test('home asks for no page list, and a page sent as the shell shows even when its list cannot be had', async ({
  page,
  sandbox,
}) => {
  const asked = requestedPaths(page);
  const lists = () => asked.filter((path) => path.startsWith('/assets/landing-files-'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lumen Exchange');
  expect(lists()).toEqual([]);

  await sandbox.set('render', { on: false });
  await page.route(/\/assets\/landing-files-[^/]+\.json$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/assets/withdraw');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  expect(lists()).toHaveLength(1);
});

const desktop = { name: 'desktop', width: 1280, height: 800 };
const phone = { name: 'phone', width: 390, height: 844 };
/** A phone says so in its requests: the page renderer lays a first page out by it (src/server/renderer.ts). */
const onScreen = async (page: Page, screen: typeof desktop) => {
  await page.setViewportSize(screen);
  if (screen === phone)
    await page.setExtraHTTPHeaders({
      'user-agent':
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    });
};
const landings = [
  {
    screen: desktop,
    path: '/markets',
    title: 'Markets',
    lead: 'Live prices of every market, refreshed every few seconds. Press a pair to trade it.',
    then: (page: Page) => page.getByRole('table').first(),
  },
  {
    screen: phone,
    path: '/markets',
    title: 'Markets',
    lead: 'Live prices of every market, refreshed every few seconds. Press a pair to trade it.',
    then: (page: Page) => page.getByRole('table').first(),
  },
  {
    screen: phone,
    path: '/help',
    title: 'Help centre',
    lead: 'Answers to common questions, step-by-step guides and videos.',
    then: (page: Page) => page.getByRole('searchbox').first(),
  },
  {
    screen: phone,
    path: '/fiat',
    title: 'Buy and sell with local money',
    lead: /^Pay with a card, a bank transfer/,
    then: (page: Page) => page.getByRole('navigation', { name: 'Fiat pages' }),
  },
  {
    screen: desktop,
    path: '/notice/list',
    title: 'Announcements',
    lead: /^What is new at .+: coins we list, planned maintenance/,
    then: (page: Page) => page.getByRole('region', { name: 'Announcements' }).getByRole('link').first(),
  },
  {
    screen: phone,
    path: '/user/login',
    title: 'Log in',
    lead: /^Welcome back\. Log in to trade, deposit and withdraw with your .+ account\.$/,
    then: (page: Page) => page.getByLabel('Password', { exact: true }),
  },
];

for (const { screen, path, title, lead: leadText, then } of landings) {
  test(`on a ${screen.name}, ${path} shows its heading and lead before the app's code has come, and the app takes them over where they are`, async ({
    page,
    sandbox: _sandbox,
  }) => {
    await onScreen(page, screen);
    // Every frame from the first paint of the lead on: whether it was on screen; and every layout shift.
    await page.addInitScript(() => {
      const seen: boolean[] = [];
      const shifts: number[] = [];
      Object.assign(window, { leadFrames: seen, shifts });
      const look = () => {
        const lead = document.querySelector('.page-intro__lead, .auth-card__intro');
        if (lead || seen.length > 0) seen.push(lead !== null && lead.getBoundingClientRect().height > 0);
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
      new PerformanceObserver((list) =>
        list.getEntries().forEach((entry) => shifts.push((entry as PerformanceEntry & { value: number }).value)),
      ).observe({ type: 'layout-shift', buffered: true });
    });
    const release = await holdBack(page, appCode);
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1, name: title });
    const lead = page.getByText(leadText);
    await expect(heading).toBeVisible();
    await expect(lead).toBeVisible();
    const early = { heading: await heading.boundingBox(), lead: await lead.boundingBox() };
    await page.screenshot({ path: test.info().outputPath(`before-app.png`) });

    release();
    await tookOver(page);
    // Shifts are reported after their frame: those of start-up, up to the app's first screen.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    await expect(then(page)).toBeVisible();
    expect({ heading: await heading.boundingBox(), lead: await lead.boundingBox() }).toEqual(early);
    const frames = await page.evaluate(() => (window as unknown as { leadFrames: boolean[] }).leadFrames);
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.every(Boolean), 'the lead left the screen while the app started').toBe(true);
  });
}

test("while the landing page's own code is still on its way, the rendered page stays as it is, and the app takes it over when the code comes", async ({
  page,
  sandbox: _sandbox,
}) => {
  await onScreen(page, phone);
  const release = await holdBack(page, /\/assets\/MarketsPage-[^/]+\.js$/);
  await page.goto('/markets');
  const lead = page.getByText('Live prices of every market, refreshed every few seconds. Press a pair to trade it.');
  await expect(lead).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  const early = await lead.boundingBox();
  release();
  await tookOver(page);
  await expect.poll(() => lead.boundingBox()).toEqual(early);
  await expect(page.getByRole('table').first()).toBeVisible();
});

test('the page a visitor lands on comes first: the maintenance check, the server clock and the footer follow it', async ({
  page,
  sandbox,
}) => {
  const recordCall = /\/NewWebSite\/GetWebSiteByUrl\?/;
  const laterCalls = /\/(maintain\/CheckMaintain|Security\/GetServerDate)$/;
  // The page as the app's shell, which asks for its record itself (a rendered one comes with it).
  await sandbox.set('render', { on: false });
  await sandbox.set('latency', { ms: 1500, operationId: 'newWebSiteGetWebSiteByUrl' });
  const order: string[] = [];
  page.on('response', (response) => recordCall.test(response.url()) && order.push('record answered'));
  page.on('request', (request) => {
    if (laterCalls.test(request.url())) order.push(new URL(request.url()).pathname.split('/').pop()!);
    if (/\/assets\/Footer-[^/]+\.js$/.test(request.url())) order.push('footer');
  });
  await page.goto('/about');
  await expect(page.getByText('We started in Lagos in 2019')).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await expect.poll(() => order.length).toBe(4);
  expect(order[0]).toBe('record answered');
  expect(order.slice(1).sort()).toEqual(['CheckMaintain', 'GetServerDate', 'footer']);
});

test('a landing page whose call never ends holds back nothing for long: the footer and maintenance check still come', async ({
  page,
  sandbox,
}) => {
  // The app's shell: the renderer gives the call up after 2 s and renders the site's other record.
  await sandbox.set('render', { on: false });
  await sandbox.set('latency', { ms: 60_000, operationId: 'newWebSiteGetWebSiteByUrl' });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Lumen Exchange' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('contentinfo')).toBeAttached({ timeout: 10_000 });
  await expect
    .poll(async () => (await sandbox.read<Record<string, number>>('calls')).maintainCheckMaintain ?? 0)
    .toBeGreaterThanOrEqual(1);
  await expect(page.getByText('We started in Lagos in 2019')).toHaveCount(0);
});
