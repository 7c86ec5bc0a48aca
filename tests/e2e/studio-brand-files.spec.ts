/**
 * Issue 44's operator journey, on a copy of site.json with its brand folder: in the studio, upload
 * an SVG logo and a PNG icon, see the app icons made from it, save; build the app from that copy,
 * serve the build, and find the page's logo, favicon, apple-touch icon and manifest icons all the
 * new brand's files, byte for byte (and none the shipped brand's).
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { copySiteConfig, freePort, root, startAppServer, startStudio, stop } from './processes.ts';

let studio: ChildProcess | undefined;
let app: ChildProcess | undefined;
let studioUrl = '';
let file = '';
let built = '';

test.beforeAll(async () => {
  test.setTimeout(60_000);
  file = copySiteConfig();
  built = mkdtempSync(join(tmpdir(), 'brand-build-'));
  ({ child: studio, url: studioUrl } = await startStudio(file));
});
test.afterAll(async () => {
  await Promise.all([stop(studio), stop(app)]);
  for (const dir of [dirname(file), built]) if (dir) rmSync(dir, { recursive: true, force: true });
});

test.use({ viewport: { width: 1440, height: 900 } });

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
  await page.goto(studioUrl);
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
  const brandFolder = join(dirname(file), 'brand');
  const onDisk = (path: string) => readFileSync(join(brandFolder, path.replace(/^\/brand\//, '')));

  // The operator's build of that file: the same `vite build` as `npm run build`'s first half (the
  // page renderer it builds second reads site.json and the brand folder from disk when it runs, so
  // it holds nothing of the brand), pointed at the copy with SITE_CONFIG.
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', built, '--emptyOutDir'], {
    cwd: root,
    env: { ...process.env, SITE_CONFIG: file },
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
  for (const bytes of [...Object.values(found), ...icons]) expect(shipped.some((old) => old.equals(bytes))).toBe(false);
});
