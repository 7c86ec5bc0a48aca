/**
 * The production shape with the page renderer: nginx (the block `npm run deploy:nginx -- --renderer`
 * prints) sends pages to `npm run render`, which calls the sandbox on another origin as it would the
 * operator's API hosts. When the renderer stops, a page nginx holds is still sent rendered, and any
 * other page is the app, rendered in the browser: nothing breaks. Needs nginx (`npm run nginx:ensure`).
 */
import type { ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../../src/config/site-config.schema.ts';
import { test, expect } from './fixtures.ts';
import { tookOver } from './takeover.ts';
import {
  copyBuild,
  deployNginx,
  freePort,
  pointProdAtSandbox,
  removeFolder,
  requireNginx,
  startNginx,
  startRenderer,
  startSandbox,
  stop,
} from './production-servers.ts';

test.describe.configure({ mode: 'serial' });

let folder: { dir: string; www: string };
let app = '';
let nginx: ChildProcess | undefined;
let backend: ChildProcess | undefined;
let renderer: ChildProcess | undefined;

test.beforeAll(async () => {
  requireNginx();
  const [appPort, apiPort, rendererPort] = [await freePort(), await freePort(), await freePort()];
  app = `http://localhost:${appPort}`;
  const api = `http://127.0.0.1:${apiPort}`;
  folder = copyBuild();
  const siteJson = join(folder.www, 'site.json');
  const config = JSON.parse(readFileSync(siteJson, 'utf8')) as SiteConfig;
  // News on (off as shipped): a story's link preview is the renderer's to make. The terms page
  // renamed, as an operator may: the sitemap names the address the site answers.
  const withNews = {
    ...pointProdAtSandbox(config, api),
    features: { ...config.features, news: true },
    routes: config.routes.map((route) => (route.page === 'service' ? { ...route, path: '/terms' } : route)),
  };
  writeFileSync(siteJson, JSON.stringify(withNews, null, 2));
  // nginx's workers (user nobody) keep the renderer's pages here.
  const cache = join(folder.dir, 'page-cache');
  mkdirSync(cache);
  chmodSync(cache, 0o777);
  const block = deployNginx([
    siteJson,
    '--root',
    folder.www,
    '--listen',
    `127.0.0.1:${appPort}`,
    '--server-name',
    'localhost',
    '--brotli',
    '--renderer',
    `http://127.0.0.1:${rendererPort}`,
    '--render-cache',
    cache,
  ]);
  backend = await startSandbox(apiPort, app);
  renderer = await startRenderer(rendererPort, folder.www, siteJson);
  nginx = await startNginx(join(folder.dir, 'nginx'), block, `${app}/site.json`);
});

test.afterAll(async () => {
  await Promise.all([stop(nginx), stop(backend), stop(renderer)]);
  if (folder) removeFolder(folder.dir);
});

test('through nginx, a public page comes rendered with its own addresses, and the app takes it over', async ({
  page,
  request,
}) => {
  const help = await request.get(`${app}/help`);
  expect(help.status()).toBe(200);
  expect(await help.text()).toContain('<div id="root" data-rendered>');
  expect(help.headers()['content-security-policy']).toContain("script-src 'self'");
  const sitemap = await (await request.get(`${app}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${app}/help</loc>`);
  expect(sitemap).toContain(`<loc>${app}/terms</loc>`);
  expect(sitemap).not.toContain(`<loc>${app}/service</loc>`);
  expect(sitemap).toMatch(new RegExp(`<loc>${app}/news/detail/\\d+</loc>`));

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${app}/help`);
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Markets' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Markets' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a story's link preview and page carry its own title, summary and cover picture", async ({ page, request }) => {
  const story = await request.get(`${app}/news/detail/503`, {
    headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' },
  });
  expect(story.status()).toBe(200);
  const html = await story.text();
  const meta = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
  const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
  expect(title).toBeTruthy();
  expect(meta('og:title')).toBe(`${title} · Lumen Exchange`);
  expect(meta('og:description')?.length).toBeGreaterThan(20);
  expect(meta('og:type')).toBe('article');
  const picture = meta('og:image')!;
  expect(picture).toMatch(new RegExp(`^${app}/news-pictures/[A-Za-z0-9_-]+$`));
  // The cover is in the page itself too, for the browser to ask for with the page.
  expect(html).toContain(`src="${new URL(picture).pathname}"`);
  const served = await request.get(picture);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/^image\//);
  expect((await served.body()).length).toBeGreaterThan(100);
  expect((await request.get(`${app}/news-pictures/no-such-picture`)).status()).toBe(404);

  // The browser shows the cover from the page as sent, and takes the page over as it stands.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${app}/news/detail/503`);
  await tookOver(page);
  const cover = page.locator(`main img[src="${new URL(picture).pathname}"]`);
  await expect(cover).toBeVisible();
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('with the renderer stopped, a page nginx holds is still rendered, and any other page is the app', async ({
  page,
  request,
}) => {
  await request.get(`${app}/about`);
  await stop(renderer);
  renderer = undefined;
  const held = await request.get(`${app}/about`);
  expect(held.status()).toBe(200);
  expect(await held.text()).toContain('<div id="root" data-rendered>');

  const fresh = await request.get(`${app}/rate?from=nowhere`);
  expect(fresh.status()).toBe(200);
  expect(await fresh.text()).not.toContain('<div id="root" data-rendered>');
  await page.goto(`${app}/rate?from=nowhere`);
  await expect(page.getByRole('heading', { level: 1, name: 'Exchange rates' })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
});
