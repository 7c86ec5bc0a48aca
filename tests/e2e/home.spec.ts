import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { SiteConfig } from '../../src/config/site-config.schema.ts';
import { test, expect } from './fixtures.ts';
import { tookOver } from './takeover.ts';
import { appCode, holdBack, requestedPaths } from './hold-back.ts';
import { scrollToFooter } from './scrolling.ts';
import { settle } from './page-clock.ts';

const shipped = (): SiteConfig => JSON.parse(readFileSync('site-config/site.json', 'utf8'));
const withSections = (on: Partial<Record<string, boolean>>): SiteConfig => {
  const config = shipped();
  for (const section of config.home.sections) if (section.id in on) section.on = on[section.id]!;
  return config;
};
const sectionIds = (page: Page) =>
  page.locator('[data-section]').evaluateAll((els) => els.map((el) => el.getAttribute('data-section')));

test('the home page shows each section that is on, in order, without errors', async ({ page, sandbox: _sandbox }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trade crypto with Lumen Exchange');
  expect(await sectionIds(page)).toEqual([
    'banner',
    'marketTrend',
    'features',
    'advancedTrading',
    'appDownload',
    'startUse',
  ]);
  await expect(page.getByRole('region', { name: 'Promotions' }).getByRole('img').first()).toBeVisible();
  await expect(page.getByRole('row', { name: /BTC\/USDT/ })).toBeVisible();
  // The sections below the first screen are made once the page has loaded and the browser is idle:
  // without scrolling, a screen reader finds the whole page, down to the footer.
  const titles = [
    'Market trend',
    'Why Lumen Exchange',
    'Advanced trading',
    'Trade anywhere with the Lumen Exchange app',
    'Start in three steps',
  ];
  // Found by role, as a screen reader finds them: in the accessibility tree, on screen or not.
  for (const title of titles) await expect(page.getByRole('heading', { level: 2, name: title })).toBeAttached();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await expect(page.getByRole('img', { name: 'QR code: Download for Android' })).toBeAttached();
  expect(await page.evaluate(() => scrollY)).toBe(0);
  await scrollToFooter(page);
  for (const title of titles) await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await page
    .getByRole('heading', { level: 2, name: 'Trade anywhere with the Lumen Exchange app' })
    .scrollIntoViewIfNeeded();
  await expect(page.getByRole('img', { name: 'QR code: Download for Android' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Open spot trading/ })).toHaveAttribute(
    'href',
    'https://trade.sandbox.exchange.example',
  );
  expect(errors).toEqual([]);
});

test('while the app downloads, the home page is already there with its first promotion, and the app takes it over', async ({
  page,
  sandbox: _sandbox,
}) => {
  const release = await holdBack(page, /\/assets\/(react|start)-[^/]+\.js$/);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trade crypto with Lumen Exchange');
  const promotion = page.getByRole('region', { name: 'Promotions' }).getByRole('img').first();
  await expect(promotion).toBeVisible();
  // The box as painted: a frame is drawn only once the page's stylesheets are in.
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(painted)));
  const before = await promotion.boundingBox();
  release();
  await tookOver(page);
  expect(await promotion.boundingBox()).toEqual(before);
});

test('a section switched off in the site-config disappears, and recommended markets switched on appear', async ({
  page,
  sandbox,
}) => {
  await sandbox.set('site-config', {
    config: withSections({ marketTrend: false, recommendedMarkets: true, tradingVolume: true }),
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Recommended markets' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The exchange in figures' })).toBeVisible();
  await expect(page.getByText('Markets listed')).toBeVisible();
  expect(await sectionIds(page)).toEqual([
    'banner',
    'recommendedMarkets',
    'tradingVolume',
    'features',
    'advancedTrading',
    'appDownload',
    'startUse',
  ]);
  await expect(page.getByRole('heading', { name: 'Market trend' })).toHaveCount(0);
  const calls = await sandbox.read<Record<string, number>>('calls');
  expect(calls.marketGetMarketTrends ?? 0).toBe(0);
});

test("the later banners' pictures are downloaded once the app has the page, after its code", async ({
  page,
  sandbox,
}) => {
  // Pictures as files, as an operator's are (the sandbox's own are inline).
  await sandbox.set('banner-picture', { kb: 1 });
  const asked = requestedPaths(page);
  const pictures = () => asked.filter((path) => path.includes('/media/banner-'));
  const letCodeThrough = await holdBack(page, appCode);
  await page.goto('/');
  await expect(page.getByRole('img', { name: /^Buy crypto with Naira/ })).toBeVisible();
  // A frame after the first paint, when the browser asks for the lazy pictures near the screen.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(pictures()).toHaveLength(1);
  letCodeThrough();
  await tookOver(page);
  await expect.poll(() => pictures().length).toBeGreaterThan(1);
  // The slide not shown is inert: out of the accessibility tree until the carousel turns to it.
  const second = page.getByRole('group', { name: /^2 of/, includeHidden: true });
  await expect(second.getByRole('img', { includeHidden: true })).toHaveCount(1);
});

test("a rendered home page's first banner has the network to itself: the app's code is asked for once it has come", async ({
  page,
  sandbox,
}) => {
  await sandbox.set('banner-picture', { kb: 1 });
  const asked = requestedPaths(page);
  const letPictureThrough = await holdBack(page, /\/media\/banner-/);
  // The page's own clock stands still, so the wait's upper bound (a second) cannot end it.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  // The picture held back holds the page's load event.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.runFor(500);
  await settle(page);
  expect(asked.filter((path) => appCode.test(path))).toEqual([]);
  letPictureThrough();
  await expect.poll(() => asked.filter((path) => appCode.test(path)).length).toBe(1);
  await page.clock.resume();
  await tookOver(page);
});

test('the market trend switches to the top gainers', async ({ page, sandbox: _sandbox }) => {
  await page.goto('/');
  await expect(page.getByRole('row', { name: /BTC\/USDT/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Top gainers' }).click();
  await expect(page.getByRole('tab', { name: 'Top gainers' })).toHaveAttribute('aria-selected', 'true');
  const changes = page.getByRole('tabpanel').locator('tbody tr td:nth-of-type(2)');
  await expect(changes.first()).toBeVisible();
  const values = (await changes.allTextContents()).map((text) => Number(text.replace('%', '')));
  expect(values).toEqual([...values].sort((a, b) => b - a));
});

test('the banner carousel moves with its buttons and the keyboard', async ({ page, sandbox: _sandbox }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Promotions' });
  const current = () => carousel.locator('[aria-current="true"]');
  await expect(current()).toHaveAccessibleName(/Show promotion 1:/);
  await carousel.getByRole('button', { name: 'Next promotion' }).click();
  await expect(current()).toHaveAccessibleName(/Show promotion 2:/);
  await page.keyboard.press('ArrowRight');
  await expect(current()).toHaveAccessibleName(/Show promotion 3:/);
  await carousel.getByRole('button', { name: 'Show promotion 1: Buy crypto with Naira' }).click();
  await expect(current()).toHaveAccessibleName(/Show promotion 1:/);
});

test('the banners come rendered in the language of the page, and the app takes them over without asking again', async ({
  page,
  sandbox,
}) => {
  const asked = requestedPaths(page);
  await page.goto('/?lang=fr');
  await expect(page.getByRole('img', { name: /^Achetez des cryptos en naira/ }).first()).toBeAttached();
  await tookOver(page);
  // Asked by the page renderer: content that hardly changes is not asked for again by the browser.
  expect((await sandbox.read<Record<string, number>>('calls')).subBannerGetBannerList).toBeGreaterThan(0);
  expect(asked.filter((path) => path.endsWith('/SubBanner/GetBannerList'))).toEqual([]);
});
