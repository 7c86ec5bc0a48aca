/**
 * Public pages exist before JavaScript runs: the page renderer (src/server) sends them rendered
 * from the app's own components, branded and described from site.json, and the browser takes
 * them over without drawing them again. Signed-in pages are the branded shell, never indexed.
 */
import { test, expect } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { belowTookOver, tookOver } from './takeover.ts';
import { appCode, holdBack, requestedPaths } from './hold-back.ts';
import { hostileHelpArticleId } from '../../sandbox/seed/help-articles.ts';
import { ranGlobal } from '../../sandbox/seed/hostile-html.ts';

const publicPages = [
  { path: '/', heading: 'Trade crypto with Lumen Exchange' },
  { path: '/about', heading: 'About Lumen Exchange' },
  { path: '/markets', heading: 'Markets' },
  { path: '/rate', heading: 'Exchange rates' },
  { path: '/help', heading: 'Help centre' },
  { path: '/notice/list', heading: 'Announcements' },
  { path: '/notice/detail?keyWords=1008', heading: 'Fee holiday: zero maker fees on BTC/USDT' },
  { path: '/service', heading: 'Terms and policies' },
  { path: '/user/login', heading: 'Log in' },
];
const morePublicPages = [
  { path: '/fiat', heading: 'Buy and sell with local money' },
  { path: '/download', heading: 'Get the Lumen Exchange app' },
  { path: '/help/list', heading: 'All articles' },
  { path: '/help/detail?id=1101', heading: 'How to create an account' },
  { path: '/help/search?keyword=google', heading: 'Search results' },
  { path: '/help/digitalAsset', heading: 'Coin guides' },
  { path: '/user/register', heading: 'Create your account' },
  { path: '/no-such-page', heading: 'Page not found' },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each public page shows its heading, its text and its links', async ({ page, sandbox: _sandbox }) => {
    for (const { path, heading } of [...publicPages, ...morePublicPages]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: /home page/ }), path).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Markets' }),
        path,
      ).toBeVisible();
      expect((await page.getByRole('main').innerText()).length, path).toBeGreaterThan(heading.length + 20);
      // The footer's legal and help links are in the page too (the download page has none: layout/frame.ts).
      if (path === '/download') continue;
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Terms of Use' }), path).toHaveAttribute(
        'href',
        '/service?type=terms',
      );
      await expect(
        footer.getByRole('navigation', { name: 'Support' }).getByRole('link', { name: 'Help centre' }),
        path,
      ).toBeVisible();
    }
    await page.goto('/notice/detail?keyWords=1008');
    await expect(page.getByRole('main')).toContainText('maker');
    await expect(page).toHaveTitle('Fee holiday: zero maker fees on BTC/USDT · Lumen Exchange');
  });

  test('the parts of the home page in code of their own are styled as drawn, before any code', async ({
    page,
    sandbox: _sandbox,
  }) => {
    await page.goto('/');
    // The app-download section's code box waits for its code; its styles come with the page.
    const box = page.locator('.home__slot[data-section="appDownload"] .qr-code__pending').first();
    await expect(box).toBeAttached();
    expect(await box.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  });

  test('a desktop browser is sent the layout of its window from its first visit on', async ({
    page,
    sandbox: _sandbox,
  }) => {
    // A desktop user agent says nothing of the window's width: the renderer asks for it (client hints).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await expect(page.locator('.layout')).toHaveAttribute('data-layout', 'mobile');
    await page.setViewportSize({ width: 1280, height: 900 });
    const hinted = await page.goto('/about');
    await expect(page.locator('.layout')).toHaveAttribute('data-layout', 'desktop');
    // A shared cache keeps a page laid out by the width apart from one laid out by the user agent.
    expect(hinted?.headers().vary).toBe('Accept-Language, Cookie, Sec-CH-Viewport-Width, Accept-Encoding');
    const phone = await page.request.get('/about', { headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile' } });
    expect(phone.headers().vary).toBe('Accept-Language, Cookie, Sec-CH-Viewport-Width, User-Agent, Accept-Encoding');
    expect(await phone.text()).toContain('data-layout="mobile"');
  });

  test('the markets page lists its first screen of markets, live, and leaves their charts to the browser', async ({
    page,
    sandbox,
  }) => {
    await page.goto('/markets');
    const list = page.getByRole('table', { name: 'Markets quoted in USDT' });
    await expect(list.getByRole('row', { name: /BTC\/USDT/ })).toBeVisible();
    expect(await list.getByRole('row').count()).toBeGreaterThan(10);
    // A row's chart is asked for by the browser once the row stays on screen, not by the renderer.
    const calls = await sandbox.read<Record<string, number>>('calls');
    expect(calls.marketGetTradeVarieties).toBeGreaterThan(0);
    expect(calls.lineDataGetLineData ?? 0).toBe(0);
  });
});

test('a link preview of an announcement gets its own title, description and picture', async ({
  request,
  sandbox: _sandbox,
}) => {
  const markets = await request.get('/markets');
  // Prices are held no longer than the page polls them.
  expect(Number(markets.headers()['x-accel-expires'])).toBeLessThanOrEqual(5);
  const answer = await request.get('/notice/detail?keyWords=1008', {
    headers: { 'user-agent': 'TelegramBot (like TwitterBot)', 'accept-language': 'fr-FR,fr;q=0.9' },
  });
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  const meta = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
  expect(html).toMatch(/<html lang="fr"/);
  expect(meta('og:title')).toMatch(/ · Lumen Exchange$/);
  expect(meta('og:title')).not.toBe('Lumen Exchange');
  expect(meta('og:description')?.length).toBeGreaterThan(20);
  expect(meta('og:image')).toMatch(/^http:\/\/localhost:\d+\//);
  expect(meta('og:type')).toBe('article');
  expect(html).toContain('<link rel="alternate" hreflang="en"');
  expect(html).toContain('"@type":"Article"');
});

/** A person's click at the middle of what they see (a locator's click would wait for it to take clicks). */
async function clickAsSeen(page: Page, target: Locator): Promise<void> {
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test('before the app has taken a rendered page over, its links work, and its form takes no typing and sends nothing', async ({
  page,
  sandbox: _sandbox,
}) => {
  const asked = requestedPaths(page);
  const release = await holdBack(page, appCode);
  await page.goto('/user/login');
  const email = page.getByLabel('Email address');
  await expect(email).toBeVisible();
  await clickAsSeen(page, email);
  await page.keyboard.type('someone@example.com');
  await expect(email).toHaveValue('');
  await clickAsSeen(page, page.getByRole('button', { name: 'Log in', exact: true }));
  await expect(page).toHaveURL(/\/user\/login$/);
  expect(asked.filter((path) => path.includes('/api/') && /login/i.test(path))).toEqual([]);

  // A link loads the page it names, rendered too, while the app's code is still on its way.
  await clickAsSeen(page, page.getByRole('banner').getByRole('link', { name: 'Markets' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Markets' })).toBeVisible();
  await expect(page.locator('#root[data-rendered]')).toHaveCount(1);
  release();
  await tookOver(page);
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).first().click();
  await page.getByLabel('Email address').fill('someone@example.com');
  await expect(page.getByLabel('Email address')).toHaveValue('someone@example.com');
});

test('a tab clicked before the app has taken the page over is chosen once it has', async ({
  page,
  sandbox: _sandbox,
}) => {
  const release = await holdBack(page, appCode);
  await page.goto('/');
  const gainers = page.getByRole('tab', { name: 'Top gainers' });
  await expect(gainers).toBeVisible();
  await clickAsSeen(page, gainers);
  await expect(gainers).toHaveAttribute('aria-selected', 'false');
  // The tab clicked shows at once that its click is on its way, and only that one.
  await expect(page.locator('html')).toHaveAttribute('data-held', '');
  await expect(gainers).toBeFocused();
  expect(await gainers.evaluate((tab) => getComputedStyle(tab).animationName)).toBe('held-click');
  const losers = page.getByRole('tab', { name: 'Top losers' });
  expect(await losers.evaluate((tab) => getComputedStyle(tab).animationName)).toBe('none');
  release();
  await tookOver(page);
  await expect(gainers).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('html')).not.toHaveAttribute('data-starting');
  await expect(page.locator('html')).not.toHaveAttribute('data-held');
  expect(await gainers.evaluate((tab) => getComputedStyle(tab).animationName)).toBe('none');
});

test('the footer and sections the server drew stay where they are when their code comes after the takeover', async ({
  page,
  sandbox: _sandbox,
}) => {
  const release = await holdBack(page, /\/assets\/(Footer|Features|StartUse)-[^/]+\.js$/);
  await page.goto('/');
  await tookOver(page);
  const drawn = 'footer, .home__slot[data-section="features"] > *, .home__slot[data-section="startUse"] > *';
  await page.evaluate(
    (selector) => document.querySelectorAll(selector).forEach((part) => part.setAttribute('data-drawn', '')),
    drawn,
  );
  release();
  await belowTookOver(page);
  // The frame's own updates come after them: the landing page shown, its maintenance check asked for.
  await page.waitForRequest(/CheckMaintain/);
  expect(await page.locator(drawn).count()).toBe(3);
  await expect(page.locator('[data-drawn]')).toHaveCount(3);
});

test("the site-config's check and what start-up does later wait for the code of the parts the server drew", async ({
  page,
  sandbox: _sandbox,
}) => {
  const events: string[] = [];
  page.on('request', (request) => events.push(`asked ${new URL(request.url()).pathname}`));
  page.on('requestfinished', (request) => events.push(`in ${new URL(request.url()).pathname}`));
  const footer = /\/assets\/Footer-[^/]+\.js$/;
  const release = await holdBack(page, footer);
  await page.goto('/');
  await tookOver(page);
  // The other parts come while the footer's code is held back.
  await expect.poll(() => events.filter((event) => /^in \/assets\/(Features|StartUse)-/.test(event)).length).toBe(2);
  release();
  await page.waitForRequest(/CheckMaintain/);
  const footerIn = events.findIndex((event) => /^in \/assets\/Footer-/.test(event));
  const later = (pattern: RegExp) => events.findIndex((event) => pattern.test(event));
  expect(footerIn).toBeGreaterThan(-1);
  expect(later(/^asked \/assets\/config-check\.worker-/)).toBeGreaterThan(footerIn);
  expect(later(/^asked .*\/CheckMaintain$/)).toBeGreaterThan(footerIn);
});

test("the sections' code is asked for at once when the app has the page, not after their texts", async ({
  page,
  sandbox: _sandbox,
}) => {
  const asked = requestedPaths(page);
  const releaseTexts = await holdBack(page, /\/assets\/home-sections-[^/]+\.js$/);
  await page.goto('/');
  await tookOver(page);
  await expect
    .poll(() => asked.filter((path) => /\/assets\/(Footer|Features|StartUse)-[^/]+\.js$/.test(path)).length)
    .toBe(3);
  releaseTexts();
  await belowTookOver(page);
});

test("a rendered page's styles come in it: none is fetched, before the takeover or after it, as the app moves on", async ({
  page,
  sandbox: _sandbox,
}) => {
  const asked = requestedPaths(page);
  const figureDigits = () =>
    page
      .locator('.figure')
      .first()
      .evaluate((f) => getComputedStyle(f).fontVariantNumeric);
  await page.goto('/markets');
  const inlined = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  expect(inlined).toEqual(
    expect.arrayContaining(
      ['start', 'MarketsPage', 'Figure'].map((name) => expect.stringContaining(`/assets/${name}-`)),
    ),
  );
  expect(await figureDigits()).toBe('tabular-nums');
  await tookOver(page);
  // The home page shares the markets page's figures: the app finds their stylesheet in place.
  await page.getByRole('link', { name: 'Lumen Exchange, home page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trade crypto with Lumen Exchange');
  await expect(page.locator('.figure').first()).toBeVisible();
  expect(await figureDigits()).toBe('tabular-nums');
  expect(asked.filter((path) => inlined.includes(path))).toEqual([]);
});

test('a rendered page is first painted whole, not as it is read, on a slow network', async ({
  page,
  sandbox: _sandbox,
}) => {
  // When the page's last element was read, and when its first paint came.
  await page.addInitScript(() => {
    const times = { read: 0, painted: 0 };
    Object.assign(window, { firstPaint: times });
    new MutationObserver((_, watch) => {
      if (!document.getElementById('rendered-state')) return;
      times.read = performance.now();
      watch.disconnect();
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-paint') times.painted = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
  });
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 40_000,
    uploadThroughput: 40_000,
  });
  await page.goto('/markets', { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as unknown as { firstPaint: { painted: number } }).firstPaint.painted > 0);
  const times = await page.evaluate(
    () => (window as unknown as { firstPaint: { read: number; painted: number } }).firstPaint,
  );
  expect(times.read).toBeGreaterThan(0);
  expect(times.painted).toBeGreaterThanOrEqual(times.read);
});

test('a missing record is not found, and a page that needs sign-in is the branded shell, not indexed', async ({
  request,
  sandbox: _sandbox,
}) => {
  const missing = await request.get('/notice/detail?keyWords=999999');
  expect(missing.status()).toBe(404);
  const unknown = await request.get('/no/such/page');
  expect(unknown.status()).toBe(404);
  const privatePage = await request.get('/assets/withdraw');
  expect(privatePage.status()).toBe(200);
  expect(privatePage.headers()['x-robots-tag']).toBe('noindex');
  const shell = await privatePage.text();
  expect(shell).toContain('<title>Lumen Exchange</title>');
  expect(shell).not.toContain('<div id="root" data-rendered');
});

test('the sitemap lists the public pages and stories, robots.txt keeps private pages out', async ({
  request,
  sandbox: _sandbox,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/help</loc>');
  expect(sitemap).toContain('/notice/detail?keyWords=1008</loc>');
  expect(sitemap).not.toContain('/assets/withdraw');
  expect(sitemap).toContain('hreflang="fr"');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /assets/');
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
});

test('a hostile article renders as text: nothing of it runs, before or after the takeover', async ({
  page,
  sandbox: _sandbox,
}) => {
  const answer = await page.request.get(`/help/detail?id=${hostileHelpArticleId}`);
  // The page as rendered (the answers it carries for the takeover are inert JSON).
  const rendered = (await answer.text()).split('<div id="root"')[1]!.split('<script type="application/json"')[0]!;
  expect(rendered).toContain('Keep your account safe');
  expect(rendered).not.toMatch(/<script|onerror=|javascript:|<iframe|onbegin=|<form/);
  await page.goto(`/help/detail?id=${hostileHelpArticleId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(
    await page.evaluate((name) => (window as unknown as Record<string, unknown>)[name], ranGlobal),
  ).toBeUndefined();
});

for (const { width, language, theme } of [
  { width: 1280, language: 'en', theme: 'light' },
  { width: 390, language: 'fr', theme: 'dark' },
  { width: 390, language: 'zh-CN', theme: 'light' },
  { width: 1280, language: 'zh-Hant', theme: 'dark' },
] as const)
  test(`the browser takes the rendered pages over without a hydration error (${width} px, ${language}, ${theme})`, async ({
    page,
    sandbox: _sandbox,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width, height: 900 });
    // Dark with reduced motion too: the server knows neither (the banner carousel turns as drawn, then stops).
    await page.emulateMedia({ colorScheme: theme, reducedMotion: theme === 'dark' ? 'reduce' : 'no-preference' });
    for (const { path } of [...publicPages, ...morePublicPages]) {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${language}`);
      await expect(page.locator('#root[data-rendered]')).toHaveCount(1);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await tookOver(page);
      await belowTookOver(page);
    }
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    expect(errors).toEqual([]);
  });
