/**
 * Brands that look like themselves: a second brand beside the shipped one on home, markets,
 * withdraw and the account menu, in light and dark at 1280 and 390 px; the theme painted before
 * the first frame; system mode following the device; red-up on markets, orders and earn; the web
 * app manifest following site.json; and a contrast-failing file refused in the CLI and the browser.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { orchidLogos, orchidSiteConfig, serveOrchidFont } from './brands.ts';
import { test, expect } from './fixtures.ts';
import { appCode, holdBack } from './hold-back.ts';
import { withFlashAndEarn } from './flash-earn-config.ts';
import { signInAs } from './session.ts';
import { contrastRatio } from '../../src/lib/contrast.ts';
import { palette } from '../../src/config/theme-tokens.ts';

const root = resolve(import.meta.dirname, '../..');
const shipped = () => JSON.parse(readFileSync(resolve(root, 'site-config/site.json'), 'utf8'));
const shot = (name: string) => `test-results/theme-${name}.png`;
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
const colour = (locator: Locator, property = 'color') =>
  locator.evaluate((e, p) => getComputedStyle(e).getPropertyValue(p), property);
const rootVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
const chooseTheme = (page: Page, mode: string) =>
  page.addInitScript((m) => localStorage.setItem('exchange-web:theme', m), mode);

const brands = [
  {
    id: 'shipped',
    name: 'Lumen Exchange',
    config: shipped,
    page: { light: '#f8fafc', dark: '#0b1220' },
    radius: '8px',
  },
  {
    id: 'orchid',
    name: 'Orchid Markets',
    config: orchidSiteConfig,
    page: { light: '#fdf4ff', dark: '#140620' },
    radius: '18px',
  },
] as const;

for (const brand of brands)
  for (const mode of ['light', 'dark'] as const)
    for (const width of [1280, 390])
      test(`${brand.name} in the ${mode} theme at ${width} px: home, markets, withdraw and the account menu`, async ({
        page,
        sandbox,
      }) => {
        test.setTimeout(45_000);
        const phone = width < 600;
        await sandbox.set('site-config', { config: brand.config() });
        await serveOrchidFont(page);
        await page.setViewportSize({ width, height: phone ? 844 : 900 });
        await chooseTheme(page, mode);
        await signInAs(page);
        await page.goto('/');
        await expect(page).toHaveTitle(brand.name);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        expect(await colour(page.locator('body'), 'background-color')).toBe(rgb(brand.page[mode]));
        expect(await rootVar(page, '--radius')).toBe(brand.radius);
        if (brand.id === 'orchid') {
          const logo = page.getByRole('banner').locator('.header__brand img');
          const expected = phone
            ? orchidLogos[mode === 'dark' ? 'markDark' : 'mark']
            : orchidLogos[mode === 'dark' ? 'dark' : 'light'];
          await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(expected);
          expect(
            await page.evaluate(() => document.fonts.ready.then(() => document.fonts.check('16px "Orchid Serif"'))),
          ).toBe(true);
          expect(await colour(page.locator('body'), 'font-family')).toContain('Orchid Serif');
        }
        await page.screenshot({ path: shot(`${brand.id}-${mode}-${width}-home`) });

        await page.goto('/markets');
        await expect(page.getByRole('row', { name: /BTC\/USDT/ }).first()).toBeVisible();
        await page.screenshot({ path: shot(`${brand.id}-${mode}-${width}-markets`) });

        await page.goto('/assets/withdraw?coin=USDT');
        await expect(page.getByRole('textbox', { name: 'Address' })).toBeVisible();
        await page.screenshot({ path: shot(`${brand.id}-${mode}-${width}-withdraw`) });

        if (phone) {
          await page.getByRole('button', { name: 'Open the menu' }).click();
          await expect(
            page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }),
          ).toBeVisible();
        } else {
          await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
          await expect(page.getByRole('menu')).toBeVisible();
        }
        await page.screenshot({ path: shot(`${brand.id}-${mode}-${width}-account-menu`), animations: 'disabled' });
      });

test('the stored theme is painted before the first frame, by the script the CSP allows', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
  await chooseTheme(page, 'dark');
  // site.json held back: only index.html's skeleton and its inline script have run.
  const release = await holdBack(page, '/site.json');
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('.boot-main')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await colour(page.locator('body'), 'background-color')).toBe(rgb('#0b1220'));
  release();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(violations).toEqual([]);
});

test('system mode follows the device scheme live, chosen in the theme menu', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const display = page.getByRole('button', { name: 'Theme and colours' });
  await display.click();
  await page.getByRole('radio', { name: 'Same as this device' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Theme and colours' }).click();
  await expect(page.getByRole('radio', { name: 'Same as this device' })).toBeChecked();
  await page.getByRole('radio', { name: 'Light' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test("a first visit on a dark device to a light site shows the site's mode from the first screen start-up paints, before the app's code", async ({
  page,
  sandbox: _sandbox,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const release = await holdBack(page, appCode);
  await page.goto('/markets');
  await expect(page.getByRole('heading', { level: 1, name: 'Markets' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await colour(page.locator('body'), 'background-color')).toBe(rgb('#f8fafc'));
  release();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test("a rebranded site's colours, corners and mark on the loading screen of the app's shell, before the app's code, then its fonts", async ({
  page,
  sandbox,
}) => {
  // A site.json the sandbox serves in place of the file: the page comes as the app's shell.
  await sandbox.set('site-config', { config: orchidSiteConfig() });
  await serveOrchidFont(page);
  const release = await holdBack(page, appCode);
  await page.goto('/markets');
  await expect(page.locator('.boot-header img')).toHaveAttribute('src', orchidLogos.mark);
  await expect(page.getByRole('banner')).toHaveCount(0);
  expect(await colour(page.locator('body'), 'background-color')).toBe(rgb('#fdf4ff'));
  expect(await colour(page.locator('.boot-header'), 'background-color')).toBe(rgb('#3b0764'));
  expect(await rootVar(page, '--radius')).toBe('18px');
  await page.screenshot({ path: shot('orchid-before-app') });
  release();
  await expect(page.getByRole('banner')).toBeVisible();
  const heading = page.getByRole('heading', { level: 1, name: 'Markets' });
  expect(await colour(heading, 'font-family')).toContain('Orchid Serif');
  expect(await colour(page.locator('body'), 'background-color')).toBe(rgb('#fdf4ff'));
  expect(await page.locator('style#brand-theme').count()).toBe(1);
});

test('an operator default of system follows the device from the first visit', async ({ page, sandbox }) => {
  const config = shipped();
  config.theme.defaultMode = 'system';
  await sandbox.set('site-config', { config });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

/**
 * Each text of a hero against each stop of its gradient, as WCAG 2.2 contrast ratios worked out in
 * the page from the computed colours (the stops as the browser resolved the theme's custom properties).
 */
const heroContrasts = (hero: Locator, texts: string) =>
  hero.evaluate((element, selector) => {
    const channels = (css: string) =>
      css
        .match(/[\d.]+/g)!
        .slice(0, 3)
        .map(Number);
    const luminance = (css: string) => {
      const [r, g, b] = channels(css).map((c) =>
        c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4,
      );
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ratio = (a: string, b: string) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light + 0.05) / (dark + 0.05);
    };
    const stops = getComputedStyle(element).backgroundImage.match(/rgba?\([^)]*\)/g) ?? [];
    const painted = [...element.querySelectorAll(selector)].map((text) => getComputedStyle(text).color);
    return { stops, painted, ratios: painted.flatMap((color) => stops.map((stop) => ratio(color, stop))) };
  }, texts);

for (const mode of ['light', 'dark'] as const)
  test(`a light header with dark header text: the home and help heroes read at 4.5:1 on every stop of their gradient, and the header's and the heroes' focus rings at 3:1, in the ${mode} theme`, async ({
    page,
    sandbox,
  }) => {
    const config = shipped();
    const lightHeader = { header: '#f1f5f9', headerText: '#0f172a' };
    config.brand.theme = { light: lightHeader, dark: lightHeader };
    await sandbox.set('site-config', { config });
    await chooseTheme(page, mode);
    // Each hero as the app draws it (start-up paints the help centre's heading and lead before the
    // app replaces them, without the search box).
    const heroes = [
      { path: '/', hero: '.home-banner', texts: 'h1, .home-banner__lead', drawn: 'link' },
      { path: '/help', hero: '.page-intro--hero', texts: '.page-intro__title, .page-intro__lead', drawn: 'searchbox' },
    ] as const;
    for (const { path, hero, texts, drawn } of heroes) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(page.locator(hero).getByRole(drawn).first()).toBeVisible();
      const found = await heroContrasts(page.locator(hero), texts);
      expect(found.stops, `${path}: the gradient's stops`).toEqual([rgb('#f1f5f9'), expect.stringMatching(/^rgb\(/)]);
      expect(found.painted, `${path}: its texts`).toEqual([rgb('#0f172a'), rgb('#0f172a')]);
      for (const measured of found.ratios) expect(measured, `${path}: a text on a stop`).toBeGreaterThanOrEqual(4.5);
      // The focus rings on the header and on the hero: the header's own, 3:1 on the header and on both stops.
      const colors = palette(config.brand, mode);
      for (const control of [
        page.getByRole('banner').getByRole('link').first(),
        page.locator(hero).getByRole(drawn).first(),
      ]) {
        await control.focus();
        await expect(control).toHaveCSS('outline-style', 'solid');
        await expect(control).toHaveCSS('outline-color', rgb(colors.headerFocus));
      }
      for (const ground of [colors.header, colors.heroEnd])
        expect(contrastRatio(colors.headerFocus, ground)).toBeGreaterThanOrEqual(3);
      if (path === '/') await page.screenshot({ path: shot(`light-header-${mode}-home`) });
    }
  });

test('red-up colours every rise red and every fall green on markets, orders and earn, signs kept', async ({
  page,
  sandbox,
}) => {
  test.setTimeout(45_000);
  await sandbox.set('site-config', { config: withFlashAndEarn(true) });
  await signInAs(page);
  await page.goto('/markets');
  const rise = page.locator('.figure--up').first();
  const fall = page.locator('.figure--down').first();
  await expect(rise).toHaveText(/^\+/);
  await expect(fall).toHaveText(/^[-−]/);
  expect(await colour(rise)).toBe(rgb('#047857'));
  await page.getByRole('button', { name: 'Theme and colours' }).click();
  await page.getByRole('radio', { name: 'Red up, green down' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-up-color', 'red-up');
  expect(await colour(rise)).toBe(rgb('#b91c1c'));
  expect(await colour(fall)).toBe(rgb('#047857'));
  await expect(rise).toHaveText(/^\+/);
  await page.screenshot({ path: shot('red-up-markets') });

  await page.goto('/tradingOrder');
  const buy = page.locator('.order-side--up').first();
  await expect(buy).toBeVisible();
  expect(await colour(buy)).toBe(rgb('#b91c1c'));
  expect(await colour(page.locator('.order-side--down').first())).toBe(rgb('#047857'));

  await page.goto('/financial');
  const interest = page.locator('.earn-total .figure--up');
  await expect(interest).toHaveText(/^\+/);
  expect(await colour(interest)).toBe(rgb('#b91c1c'));
  await page.screenshot({ path: shot('red-up-earn') });
});

test('red-up is the default in Chinese where the operator says so, and the customer can change it', async ({
  page,
  sandbox,
}) => {
  await sandbox.set('site-config', { config: orchidSiteConfig() });
  await serveOrchidFont(page);
  await page.goto('/?lang=en');
  await expect(page.locator('html')).toHaveAttribute('data-up-color', 'green-up');
  await page.goto('/?lang=zh-CN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('html')).toHaveAttribute('data-up-color', 'red-up');
  await page.getByRole('button', { name: '主题与颜色' }).click();
  await page.getByRole('radio', { name: '绿涨红跌' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-up-color', 'green-up');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-up-color', 'green-up');
});

test('the web app manifest follows site.json without a rebuild, and its icons load', async ({
  page,
  sandbox,
  request,
}) => {
  await page.goto('/');
  expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
  const answer = await request.get('/manifest.webmanifest');
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await answer.json();
  expect(manifest).toMatchObject({
    name: 'Lumen Exchange',
    short_name: 'Lumen',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0b1f3a',
    background_color: '#f8fafc',
  });
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const file = await request.get(icon.src);
    expect(file.headers()['content-type']).toBe('image/png');
    const png = await file.body();
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    expect(`${width}x${height}`).toBe(icon.sizes);
  }
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(['192x192', '512x512']);

  await sandbox.set('site-config', { config: orchidSiteConfig() });
  expect(await (await request.get('/manifest.webmanifest')).json()).toMatchObject({
    name: 'Orchid Markets',
    short_name: 'Orchid',
    theme_color: '#3b0764',
    background_color: '#fdf4ff',
    icons: [{ src: '/icons/app-512.png', sizes: '512x512', purpose: 'maskable', type: 'image/png' }],
  });
});

test('a file with unreadable colours is refused with the key, both colours and the ratio, in the CLI and the browser', async ({
  page,
  sandbox,
}) => {
  const config = shipped();
  config.brand.theme = { light: { muted: '#a3a3a3' } };
  const file = join(mkdtempSync(join(tmpdir(), 'theme-')), 'site.json');
  writeFileSync(file, JSON.stringify(config));
  const cli = spawnSync('npm', ['run', '--silent', 'config:check', file], { cwd: root, encoding: 'utf8' });
  expect(cli.status).toBe(1);
  const line =
    'brand.theme.light.muted: #a3a3a3 on the surface colour #ffffff (derived for brand.theme.light.surface) has a contrast of 2.52:1 in the light theme; it needs 4.5:1 at least (WCAG 2.2 AA)';
  expect(cli.stderr).toContain(line);

  await sandbox.set('site-config', { config });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: "This site's configuration needs fixing" })).toBeVisible();
  const row = page.getByRole('row', { name: /#a3a3a3 on the surface colour #ffffff/ });
  await expect(row).toContainText('brand.theme.light.muted');
  await expect(row).toContainText('2.52:1');
});
