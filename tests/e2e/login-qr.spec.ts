/** Login by QR code: the code shows, the phone app (a sandbox knob) scans and confirms, and an old code is refreshed. */
import { test, expect } from './fixtures.ts';
import { countRequests, settle } from './page-clock.ts';

test('the login page shows a 150 px QR code on its "Scan to log in" tab', async ({ page, sandbox }) => {
  await page.goto('/user/login');
  await page.getByRole('tab', { name: 'Scan to log in' }).click();
  const code = page.getByRole('img', { name: 'QR code to log in with the app' });
  await expect(code).toBeVisible();
  await expect(code).toHaveAttribute('width', '150');
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for a scan…' })).toBeVisible();
  const calls = await sandbox.read<Record<string, number>>('calls');
  expect(calls.customerGetLoginQR).toBe(1);
});

test('scanning and confirming on the phone signs the page in and goes to the return path', async ({
  page,
  sandbox,
}) => {
  await page.goto('/user/login?return=%2Fabout');
  await page.getByRole('tab', { name: 'Scan to log in' }).click();
  await expect(page.getByRole('img', { name: 'QR code to log in with the app' })).toBeVisible();
  await sandbox.set('login-qr', { status: 'scanned' });
  await expect(page.getByText('Scanned. Confirm the log-in on your phone.')).toBeVisible();
  await sandbox.set('login-qr', { status: 'confirmed' });
  await expect(page).toHaveURL('/about');
  expect((await page.context().cookies()).some((c) => c.name === 'lumen_token')).toBe(true);
  await expect(page.getByRole('banner').getByText('de***@example.com')).toBeVisible();
});

test('an expired code offers a refresh, which shows a new code', async ({ page, sandbox }) => {
  await page.goto('/user/login');
  await page.getByRole('tab', { name: 'Scan to log in' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for a scan…' })).toBeVisible();
  // Past the code's 120 s lifetime on the sandbox's clock: the next status check says "expired".
  await sandbox.set('clock', { advanceMs: 121_000 });
  const refresh = page.getByRole('button', { name: 'Refresh code' });
  await expect(refresh).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /This code has expired/ })).toBeVisible();
  await refresh.click();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for a scan…' })).toBeVisible();
  const calls = await sandbox.read<Record<string, number>>('calls');
  expect(calls.customerGetLoginQR).toBe(2);
});

test('going back to the password tab stops the polling', async ({ page }) => {
  await page.clock.install();
  const statusChecks = await countRequests(page, '/CheckQrStatus');
  await page.goto('/user/login');
  await page.getByRole('tab', { name: 'Scan to log in' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for a scan…' })).toBeVisible();
  // The code's status is asked every 2 s while the tab is open...
  const first = await statusChecks();
  await page.clock.runFor(2_100);
  await expect.poll(statusChecks).toBeGreaterThan(first);
  await page.getByRole('tab', { name: 'With password' }).click();
  await expect(page.getByLabel('Email address')).toBeVisible();
  // ...and never again once it is left, however long the page stays.
  const left = await statusChecks();
  await page.clock.runFor(30_000);
  await settle(page);
  expect(await statusChecks()).toBe(left);
});

test('the QR tab fits desktop and mobile screens', async ({ page, sandbox }) => {
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/user/login');
    await page.getByRole('tab', { name: 'Scan to log in' }).click();
    await expect(page.getByRole('img', { name: 'QR code to log in with the app' })).toBeVisible();
    await page.screenshot({ path: `test-results/login-qr-${size}.png`, fullPage: true, animations: 'disabled' });
  }
  await sandbox.set('login-qr', { status: 'scanned' });
  await expect(page.getByText('Scanned. Confirm the log-in on your phone.')).toBeVisible();
  await page.screenshot({ path: 'test-results/login-qr-scanned-mobile.png', animations: 'disabled' });
});
