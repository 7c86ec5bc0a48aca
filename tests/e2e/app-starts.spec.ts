import { test, expect } from './fixtures.ts';

test('the app served by npm start renders the home page with live markets', async ({ page, sandbox }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await expect(page).toHaveTitle('Lumen Exchange');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lumen Exchange');
  await expect(page.getByRole('row', { name: /BTC\/USDT/ })).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Buy crypto with Naira. Bank transfer, card or mobile money' }),
  ).toBeVisible();
  const calls = await sandbox.read<Record<string, number>>('calls');
  expect(calls.marketGetMarketTrends).toBeGreaterThan(0);
  // Asked once, by the entry while the app's code downloads, and taken by the banner section.
  expect(calls.subBannerGetBannerList).toBe(1);
  expect(errors).toEqual([]);
});

test('site.json is asked for once at start-up', async ({ page, sandbox: _sandbox }) => {
  const asked: string[] = [];
  page.on('request', (request) => new URL(request.url()).pathname === '/site.json' && asked.push(request.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lumen Exchange');
  expect(asked).toHaveLength(1);
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
