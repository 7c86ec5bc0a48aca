/**
 * The operators' studio (`npm run studio`), as an operator uses it, on a copy of site.json: rebrand,
 * switch on the flash exchange, reorder the home page, be refused a bad host, fix it and save; and
 * issue 44's brand files, from upload to a served build. One file, so that its two studios never
 * start at once (files run side by side; a file's tests one after another).
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { execFileSync, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test, expect, type FrameLocator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations } from './axe.ts';
import { builtApp as dist, copySiteConfig, freePort, root, startAppServer, startStudio, stop } from './processes.ts';

let studio: ChildProcess | undefined;
let studioUrl = '';
let file = '';

test.beforeAll(async () => {
  test.setTimeout(60_000);
  file = copySiteConfig();
  ({ child: studio, url: studioUrl } = await startStudio(file));
});
test.afterAll(() => stop(studio));

test.use({ viewport: { width: 1440, height: 900 } });

// The frames reload after each served draft: a read during a reload counts as not yet.
const primaryOf = (frame: FrameLocator) =>
  frame
    .locator('html')
    .evaluate((html) => getComputedStyle(html).getPropertyValue('--brand-primary').trim())
    .catch(() => null);

const sectionsOf = (frame: FrameLocator) =>
  frame
    .locator('[data-section]')
    .evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-section')))
    .catch(() => null);

async function openPanel(page: Page, title: string) {
  await page.getByRole('navigation', { name: 'Panels' }).getByRole('button', { name: title }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

test('an operator rebrands, switches on the flash exchange, reorders the home page and saves a file that checks', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const original = JSON.parse(readFileSync(file, 'utf8'));
  await page.goto(studioUrl);
  const desktop = page.frameLocator('iframe[title="Desktop preview"]');
  const phone = page.frameLocator('iframe[title="390 px preview"]');
  await expect(desktop.locator('[data-section="banner"]')).toBeVisible({ timeout: 20_000 });
  await expect(phone.locator('[data-section="banner"]')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The primary colour, in both frames.
  await page.getByRole('textbox', { name: 'Primary', exact: true }).fill('#7c3aed');
  await expect(page.getByRole('list', { name: 'Primary: contrast' }).first()).toContainText('5.44:1 on page ✓');
  await expect.poll(() => primaryOf(desktop), { timeout: 15_000 }).toBe('#7c3aed');
  await expect.poll(() => primaryOf(phone)).toBe('#7c3aed');

  // The flash exchange: its nav link under Trade, and its route.
  await openPanel(page, 'Features');
  await page.getByRole('checkbox', { name: 'Flash pair' }).check();
  await expect(page.getByText('/flashPair', { exact: true })).toBeVisible();
  // The frames reload after the draft is served: open the menu once the new nav is there.
  await expect(async () => {
    await desktop.getByRole('button', { name: 'Trade', exact: true }).press('ArrowDown', { timeout: 2000 });
    await expect(desktop.getByRole('menuitem', { name: 'Flash exchange' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('combobox', { name: 'Route' }).fill('/flashPair');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(desktop.getByRole('heading', { level: 1, name: 'Flash exchange' })).toBeVisible({ timeout: 15_000 });
  await expect(phone.getByRole('heading', { level: 1, name: 'Flash exchange' })).toBeVisible();

  // Two home sections swap places, from the keyboard.
  await page.getByRole('combobox', { name: 'Route' }).fill('/');
  await page.getByRole('button', { name: 'Open' }).click();
  await openPanel(page, 'Home sections');
  await page.getByRole('button', { name: /^Move advancedTrading/ }).press('ArrowUp');
  await expect(page.getByRole('button', { name: 'Move advancedTrading, position 5 of 8' })).toBeFocused();
  await expect
    .poll(() => sectionsOf(desktop), { timeout: 15_000 })
    .toEqual(['banner', 'marketTrend', 'advancedTrading', 'features', 'appDownload', 'startUse']);
  await expect
    .poll(() => sectionsOf(phone))
    .toEqual(['banner', 'marketTrend', 'advancedTrading', 'features', 'appDownload', 'startUse']);

  // A host that is no URL is refused on its field, and nothing can be saved until it is fixed.
  await openPanel(page, 'Environments and hosts');
  await page.getByRole('button', { name: 'prod' }).click();
  const host = page.getByRole('textbox', { name: 'Exchange', exact: true });
  await host.fill('www.lumen example');
  await expect(host).toHaveAttribute('aria-invalid', 'true');
  await expect(host).toHaveAccessibleDescription(/must be an absolute http\(s\) URL or a path starting with \//);
  await expect(page.getByRole('region', { name: 'Problems' })).toContainText('environments.hosts.prod.exchange');
  await expect(page.getByRole('button', { name: 'Save…' })).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);
  await host.fill('https://www.lumen.exchange.example');
  await expect(host).not.toHaveAttribute('aria-invalid');

  // Saving shows what changes against the file on disk, then writes it.
  await page.getByRole('button', { name: 'Save…' }).click();
  const review = page.getByRole('dialog', { name: /^Save / });
  await expect(review.getByRole('row')).toHaveCount(5);
  for (const key of ['brand.colors.primary', 'features.flashPair', 'environments.hosts.prod.exchange'])
    await expect(review.getByRole('rowheader', { name: key })).toBeVisible();
  // The move is one row, in places, named as the Home sections panel names the section.
  await expect(review.getByRole('row', { name: 'Advanced trading (home.sections[4]) 6th 5th' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await review.getByRole('button', { name: 'Write the file' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  const expected = structuredClone(original);
  expected.brand.colors.primary = '#7c3aed';
  expected.features.flashPair = true;
  [expected.home.sections[4], expected.home.sections[5]] = [expected.home.sections[5], expected.home.sections[4]];
  expected.environments.hosts.prod.exchange = 'https://www.lumen.exchange.example';
  const saved = readFileSync(file, 'utf8');
  expect(saved).toBe(`${JSON.stringify(expected, null, 2)}\n`);
  expect(
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/config-check.ts', file], {
      cwd: root,
      encoding: 'utf8',
    }),
  ).toContain(': OK');
});

test('the built app holds no studio code', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) =>
      statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)],
    );
  const built = files(join(root, dist)).filter((path) => /\.(js|css|html)$/.test(path));
  expect(built.length).toBeGreaterThan(10);
  for (const path of built) {
    const text = readFileSync(path, 'utf8');
    expect(text, path).not.toContain('__studio');
    expect(text, path).not.toContain('exchange-web studio');
  }
});

/**
 * Issue 44's operator journey, on a copy of site.json with its brand folder: in the studio, upload
 * an SVG logo and a PNG icon, see the app icons made from it, save; build the app from that copy,
 * serve the build, and find the page's logo, favicon, apple-touch icon and manifest icons all the
 * new brand's files, byte for byte (and none the shipped brand's).
 */
test.describe('brand files', () => {
  let brandStudio: ChildProcess | undefined;
  let app: ChildProcess | undefined;
  let brandStudioUrl = '';
  let brandFile = '';
  let built = '';

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    brandFile = copySiteConfig();
    built = mkdtempSync(join(tmpdir(), 'brand-build-'));
    ({ child: brandStudio, url: brandStudioUrl } = await startStudio(brandFile));
  });
  test.afterAll(async () => {
    await Promise.all([stop(brandStudio), stop(app)]);
    for (const dir of [dirname(brandFile), built]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** The new brand: a teal-and-sand mark as the logo, and a 512 px PNG of another drawing as its icon. */
  const logo = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0f766e"/><path d="M18 46V18l28 28V18" fill="none" stroke="#fde68a" stroke-width="7"/></svg>\n',
  );
  const iconDrawing =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#f5e6c8"/><circle cx="50" cy="50" r="34" fill="#0f766e"/></svg>';

  /** A PNG's width and height, from its header. */
  const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

  /** The bytes the page gets for a path it names. */
  async function served(page: Page, path: string | null): Promise<Buffer> {
    expect(path).toBeTruthy();
    const answer = await page.request.get(new URL(path!, page.url()).href);
    expect(answer.ok(), `${path}: HTTP ${answer.status()}`).toBe(true);
    return answer.body();
  }

  /** The shipped brand's picture files, none of which may be left. */
  const shipped = ['site-config/brand/logo.svg', 'site-config/brand/icons/apple-touch-180.png', 'public/favicon.svg']
    .concat(['public/icons/app-192.png', 'public/icons/app-512.png'])
    .map((path) => readFileSync(join(root, path)));

  test('an operator uploads a logo and an icon, makes the app icons, saves, builds and serves: every icon is the new brand’s', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const icon = await sharp(Buffer.from(iconDrawing)).resize(512, 512).png().toBuffer();
    await page.goto(brandStudioUrl);
    await expect(page.getByRole('heading', { level: 2, name: 'Brand' })).toBeVisible();

    // The logo, checked by its content and drawn as the header draws it.
    await page
      .getByLabel('Upload a file for logo')
      .setInputFiles({ name: 'northwind.svg', mimeType: 'image/svg+xml', buffer: logo });
    await expect(page.getByText('Uploaded as /brand/northwind.svg')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Logo', exact: true })).toHaveValue('/brand/northwind.svg');
    const preview = page.getByRole('img', { name: 'The logo as the header draws it' });
    await expect(preview).toHaveAttribute('src', '/brand/northwind.svg');
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // The app icons, made from the PNG and shown at their sizes.
    await page
      .getByLabel('Make the app icons from a picture')
      .setInputFiles({ name: 'northwind-icon.png', mimeType: 'image/png', buffer: icon });
    await expect(page.getByText(/^Made 4 icons in the brand folder/)).toBeVisible();
    const made = page.getByRole('list', { name: 'App icons' });
    const sizes = { '192 × 192': 192, '512 × 512': 512, '512 × 512, maskable': 512, '180 × 180, apple-touch': 180 };
    for (const [words, px] of Object.entries(sizes)) {
      const picture = made.getByRole('img', { name: `App icon ${words}`, exact: true });
      await expect(picture).toHaveAttribute('src', /^\/brand\/icons\/.+\.png\?made=1$/);
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(px);
    }

    // The same PNG as the favicon.
    await page
      .getByLabel('Upload a file for favicon')
      .setInputFiles({ name: 'northwind-favicon.png', mimeType: 'image/png', buffer: icon });
    await expect(page.getByText('Uploaded as /brand/northwind-favicon.png')).toBeVisible();
    await expect(page.getByText('No problems: the draft passes config:check')).toBeVisible();

    await page.getByRole('button', { name: 'Save…' }).click();
    await page
      .getByRole('dialog', { name: /^Save / })
      .getByRole('button', { name: 'Write the file' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    const brandFolder = join(dirname(brandFile), 'brand');
    const onDisk = (path: string) => readFileSync(join(brandFolder, path.replace(/^\/brand\//, '')));

    // The operator's build of that file: the same `vite build` as `npm run build`'s first half (the
    // page renderer it builds second reads site.json and the brand folder from disk when it runs, so
    // it holds nothing of the brand), pointed at the copy with SITE_CONFIG.
    execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', built, '--emptyOutDir'], {
      cwd: root,
      env: { ...process.env, SITE_CONFIG: brandFile },
      stdio: 'pipe',
    });
    // Served as `npm run serve` serves a build: its own site.json and brand folder, as copied to a server.
    const port = await freePort();
    app = await startAppServer(port, { dist: built, siteConfig: join(built, 'site.json'), render: false });
    await page.goto(`http://localhost:${port}/`);
    const headerLogo = page.getByRole('banner').locator('img.header__logo');
    await expect(headerLogo).toHaveAttribute('src', '/brand/northwind.svg');
    await expect(page.locator('link[rel=icon]')).toHaveAttribute('href', '/brand/northwind-favicon.png');

    const found = {
      logo: await served(page, await headerLogo.getAttribute('src')),
      favicon: await served(page, await page.locator('link[rel=icon]').getAttribute('href')),
      appleTouch: await served(page, await page.locator('link[rel=apple-touch-icon]').getAttribute('href')),
    };
    expect(found.logo.equals(logo)).toBe(true);
    expect(found.favicon.equals(icon)).toBe(true);
    expect(found.appleTouch.equals(onDisk('/brand/icons/apple-touch-180.png'))).toBe(true);
    expect(pngSize(found.appleTouch)).toEqual({ width: 180, height: 180 });

    const manifest = JSON.parse(
      (await served(page, await page.locator('link[rel=manifest]').getAttribute('href'))).toString(),
    ) as { icons: { src: string; sizes: string; purpose?: string }[] };
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    const icons = [];
    for (const entry of manifest.icons) {
      const bytes = await served(page, entry.src);
      expect(bytes.equals(onDisk(entry.src)), entry.src).toBe(true);
      const px = Number(entry.sizes.split('x')[0]);
      expect(pngSize(bytes), entry.src).toEqual({ width: px, height: px });
      icons.push(bytes);
    }
    for (const bytes of [...Object.values(found), ...icons])
      expect(shipped.some((old) => old.equals(bytes))).toBe(false);
  });
});
