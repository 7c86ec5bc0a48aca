import { test, expect } from './fixtures.ts';

const marketsCall = 'marketGetMarketTrends';

test.describe('maintenance', () => {
  test('maintenance on sends the app to /update, which returns home by itself when it ends', async ({
    page,
    sandbox,
  }) => {
    await page.clock.install();
    await sandbox.set('maintenance', { on: true });
    await page.goto('/');
    await expect(page).toHaveURL(/\/update$/);
    await expect(page.getByRole('heading', { name: 'We are updating the exchange' })).toBeVisible();
    await sandbox.set('maintenance', { on: false });
    await page.clock.fastForward(31_000);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('row', { name: /BTC\/USDT/ })).toBeVisible();
  });

  test('check again on /update leaves at once when maintenance is over', async ({ page, sandbox }) => {
    await sandbox.set('maintenance', { on: true });
    await page.goto('/');
    await expect(page).toHaveURL(/\/update$/);
    // The start-up check and the one /update makes when it opens have both answered.
    await expect
      .poll(async () => (await sandbox.read<Record<string, number>>('calls')).maintainCheckMaintain)
      .toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('button', { name: 'Check again' })).toBeEnabled();
    await sandbox.set('maintenance', { on: false });
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a visit to /update outside maintenance goes home', async ({ page }) => {
    await page.goto('/update');
    await expect(page).toHaveURL(/\/$/);
  });

  test('code 99999 from any call moves to /update, and back once the check says open', async ({ page, sandbox }) => {
    await sandbox.set('answer-code', { operationId: marketsCall, code: 99999 });
    const visited: string[] = [];
    page.on('framenavigated', (f) => f === page.mainFrame() && visited.push(new URL(f.url()).pathname));
    await page.goto('/');
    await expect.poll(() => visited.includes('/update')).toBe(true);
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('error catalogue', () => {
  test('51001 opens the sign-in dialog, whose button goes to sign in with the return path', async ({
    page,
    sandbox,
  }) => {
    await sandbox.set('answer-code', { operationId: marketsCall, code: 51001 });
    await page.goto('/about');
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Important' });
    await expect(dialog).toContainText('You are not signed in');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/user\/login\?return=%2F$/);
  });

  test('51038 opens the verify dialog, whose button goes to /account/verifiy (through sign-in when signed out)', async ({
    page,
    sandbox,
  }) => {
    await sandbox.set('answer-code', { operationId: marketsCall, code: 51038 });
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Verify your identity' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Verify now' }).click();
    await expect(page).toHaveURL(/\/user\/login\?return=%2Faccount%2Fverifiy$/);
  });

  test('42011 shows its own message with a sign-in button, on the home page', async ({ page, sandbox }) => {
    await sandbox.set('answer-code', { operationId: marketsCall, code: 42011, msg: 'Signed in on another device' });
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Important' });
    await expect(dialog).toContainText('Signed in on another device');
    await expect(dialog.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown code shows one translated toast for 2 seconds', async ({ page, sandbox }) => {
    await sandbox.set('answer-code', { operationId: marketsCall, code: 77777 });
    await page.goto('/');
    const toast = page.getByRole('status').filter({ hasText: 'code 77777' });
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 4_000 });
  });

  test('payment:0027 shows the server message as the toast', async ({ page, sandbox }) => {
    await sandbox.set('answer-code', {
      operationId: marketsCall,
      code: 'payment:0027',
      msg: 'Register with the bank provider first',
    });
    await page.goto('/');
    await expect(page.getByRole('status').filter({ hasText: 'Register with the bank provider first' })).toBeVisible();
  });

  test('the failing section offers a retry that works', async ({ page, sandbox }) => {
    await sandbox.set('answer-code', { operationId: marketsCall, code: 77777 });
    await page.goto('/');
    const markets = page.locator('[data-section="marketTrend"]');
    await markets.getByRole('button', { name: 'Try again' }).click();
    await expect(markets.getByRole('row', { name: /BTC\/USDT/ })).toBeVisible();
  });
});

test.describe('language', () => {
  test('?lang=fr shows French, sets <html lang> and is remembered', async ({ page }) => {
    await page.goto('/?lang=fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { name: 'Tendance du marché' })).toBeVisible();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('an unsupported ?lang falls back to the stored language, then the default', async ({ page }) => {
    await page.goto('/?lang=de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/?lang=zh-TW');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
  });
});
