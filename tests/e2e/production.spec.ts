/**
 * The production shape: the build copied out of dist/, served by Debian's nginx with the server
 * block `npm run deploy:nginx` prints, calling the sandbox on another origin as it would the
 * operator's API hosts (CORS included). Needs nginx: `npm run nginx:ensure` installs it.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { nginxServerBlock } from '../../deploy/nginx.ts';
import type { SiteConfig } from '../../src/config/site-config.schema.ts';
import { test, expect } from './fixtures.ts';
import { makeLocalCertificate } from '../../scripts/local-certificate.ts';
import {
  copyBuild,
  deployNginx,
  freePort,
  nginxTest,
  pointProdAtSandbox,
  removeFolder,
  requireNginx,
  startNginx,
  startSandbox,
  stop,
} from './production-servers.ts';
import { demo } from './session.ts';

test.describe.configure({ mode: 'serial' });

let folder: { dir: string; www: string };
let app = '';
let api = '';
let nginx: ChildProcess | undefined;
let backend: ChildProcess | undefined;

const siteJson = () => join(folder.www, 'site.json');
const readSite = (): SiteConfig => JSON.parse(readFileSync(siteJson(), 'utf8'));

const knob = async (name: string, body: unknown = {}) =>
  (await fetch(`${api}/__sandbox/${name}`, { method: 'POST', body: JSON.stringify(body) })).json();
const read = async <T>(name: string): Promise<T> => (await fetch(`${api}/__sandbox/${name}`)).json() as Promise<T>;

test.beforeAll(async () => {
  requireNginx();
  const [appPort, apiPort] = [await freePort(), await freePort()];
  app = `http://localhost:${appPort}`;
  api = `http://127.0.0.1:${apiPort}`;
  folder = copyBuild();
  writeFileSync(siteJson(), JSON.stringify(pointProdAtSandbox(readSite(), api), null, 2));
  const block = deployNginx([
    siteJson(),
    '--root',
    folder.www,
    '--listen',
    `127.0.0.1:${appPort}`,
    '--server-name',
    'localhost',
    '--brotli',
  ]);
  [backend, nginx] = await Promise.all([
    startSandbox(apiPort, app),
    startNginx(join(folder.dir, 'nginx'), block, `${app}/site.json`),
  ]);
});

test.afterAll(async () => {
  await Promise.all([stop(nginx), stop(backend)]);
  if (folder) removeFolder(folder.dir);
});

/** Content-Security-Policy violations the page reports, as events and as console errors. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return async () => [
    ...consoleErrors,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

test("the printed server block passes Debian's nginx -t: stock, with Brotli, over https and with TLS here", async () => {
  const config = readSite();
  const options = {
    root: folder.www,
    listen: '127.0.0.1:8080',
    serverName: 'localhost',
    https: false,
    brotli: false,
    source: 'site.json',
  };
  const { cert: certificate, key } = makeLocalCertificate(folder.dir);
  const variants = [
    { name: 'stock', block: deployNginx([siteJson(), '--root', folder.www]), brotli: false },
    { name: 'brotli', block: nginxServerBlock(config, { ...options, brotli: true }), brotli: true },
    { name: 'https', block: nginxServerBlock(config, { ...options, https: true }), brotli: false },
    {
      name: 'tls',
      block: nginxServerBlock(config, { ...options, listen: '127.0.0.1:8443', tls: { certificate, key } }),
      brotli: false,
    },
  ];
  for (const variant of variants) {
    const prefix = join(folder.dir, `check-${variant.name}`);
    mkdirSync(prefix);
    const result = nginxTest(prefix, variant.block, { brotli: variant.brotli });
    expect(result.status, `${variant.name}: ${result.output}`).toBe(0);
    expect(result.output).toContain('test is successful');
  }
});

test('nginx answers client routes with the app, keeps missing assets 404, and sends the precompressed copies', async ({
  request,
}) => {
  const route = await request.get(`${app}/account/userInfo`, { headers: { 'accept-encoding': 'br' } });
  expect(route.status()).toBe(200);
  expect(route.headers()['content-encoding']).toBe('br');
  expect(route.headers()['cache-control']).toBe('no-cache');
  expect(await route.text()).toContain('<div id="root">');
  const missing = await request.get(`${app}/assets/no-such-chunk.js`);
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBeUndefined();
  const html = await route.text();
  const chunk = /href="(\/assets\/start-[^"]+\.js)"/.exec(html)![1];
  const gzipped = await request.get(`${app}${chunk}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzipped.headers()['content-encoding']).toBe('gzip');
  expect(gzipped.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('signed in through the login page, secured pages call the other origin, live through a token expiry with one refresh, and break no policy', async ({
  page,
}) => {
  await knob('reset');
  const violations = await watchPolicy(page);
  const document = await page.goto(`${app}/user/login?return=%2Faccount%2FuserInfo`);
  expect(document!.headers()['content-security-policy']).toContain(`connect-src 'self' ${api}`);
  await page.getByLabel('Email address').fill(demo.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(`${app}/account/userInfo`);
  await expect(page.getByRole('heading', { level: 1, name: 'Account overview' })).toBeVisible();
  await expect(page.getByText(demo.email).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  await knob('expire-tokens');
  const before = (await read<Record<string, number>>('calls')).customerRefresh ?? 0;
  await page.goto(`${app}/account/api`);
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  // The list is asked for again after the refresh; the page's other calls may still be on their way.
  await expect
    .poll(async () => (await read<Record<string, number>>('calls')).myIDCMApiGetList)
    .toBeGreaterThanOrEqual(2);
  const calls = await read<Record<string, number>>('calls');
  expect((calls.customerRefresh ?? 0) - before).toBe(1);

  // The chat and analytics stand-ins load from the other origin too, and report back through CORS.
  await expect
    .poll(async () => Object.keys((await read<{ loads: Record<string, number> }>('providers')).loads).sort())
    .toEqual(['crisp', 'umami']);
  await expect
    .poll(async () => (await read<{ pageViews: unknown[] }>('providers')).pageViews.length)
    .toBeGreaterThanOrEqual(1);
  expect(await violations()).toEqual([]);
  expect(await read<string[]>('violations')).toEqual([]);
});

test('a site.json changed on disk shows on the next reload, without a rebuild', async ({ page }) => {
  await page.goto(app);
  await expect(page).toHaveTitle('Lumen Exchange');
  writeFileSync(
    siteJson(),
    JSON.stringify({ ...readSite(), brand: { ...readSite().brand, name: 'Northwind Exchange' } }, null, 2),
  );
  await page.reload();
  await expect(page).toHaveTitle('Northwind Exchange');
  await expect(page.getByRole('banner').getByText('Northwind Exchange', { exact: true })).toBeVisible();
});
