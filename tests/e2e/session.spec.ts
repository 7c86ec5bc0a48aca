import { test, expect } from './fixtures.ts';
import { signInAs } from './session.ts';

test('a refused refresh lands on /user/login with the return path', async ({ page, sandbox }) => {
  await signInAs(page);
  await page.goto('/account/userInfo');
  await expect(page.getByRole('heading', { level: 1, name: 'Account overview' })).toBeVisible();
  // Every call of the page has answered, so none meets the expired token before the reload.
  await page.waitForLoadState('networkidle');
  await sandbox.set('refresh-fails', { status: 401 });
  await sandbox.set('expire-tokens');
  await page.reload();
  await expect(page).toHaveURL(/\/user\/login\?return=%2Faccount%2FuserInfo$/);
  const calls = await sandbox.read<Record<string, number>>('calls');
  expect(calls.customerRefresh).toBe(1);
});

test('two tabs with the same expired token spend the refresh token once', async ({ context, page, sandbox }) => {
  await signInAs(page);
  const second = await context.newPage();
  await Promise.all([page.goto('/account/userInfo'), second.goto('/account/userInfo')]);
  await expect(page.getByRole('heading', { level: 1, name: 'Account overview' })).toBeVisible();
  await expect(second.getByRole('heading', { level: 1, name: 'Account overview' })).toBeVisible();
  await Promise.all([page.waitForLoadState('networkidle'), second.waitForLoadState('networkidle')]);
  await sandbox.set('expire-tokens');
  const before = (await sandbox.read<Record<string, number>>('calls')).customerRefresh ?? 0;
  await Promise.all([page.reload(), second.reload()]);
  await expect(page.getByRole('heading', { level: 1, name: 'Account overview' })).toBeVisible();
  await expect(second.getByRole('heading', { level: 1, name: 'Account overview' })).toBeVisible();
  await expect(page.getByText('demo@example.com').first()).toBeVisible();
  await expect(second.getByText('demo@example.com').first()).toBeVisible();
  const after = (await sandbox.read<Record<string, number>>('calls')).customerRefresh ?? 0;
  expect(after - before).toBe(1);
});

test('logging out in one tab signs out the others', async ({ context, page, sandbox: _sandbox }) => {
  await signInAs(page);
  const second = await context.newPage();
  await page.goto('/account/userInfo');
  await second.goto('/account/userInfo');
  await expect(second.getByRole('heading', { level: 1, name: 'Account overview' })).toBeVisible();
  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/user\/login$/);
  await expect(second).toHaveURL(/\/user\/login\?return=%2Faccount%2FuserInfo$/);
});

test('app mode adopts a token from the address, removes it from history and hides the frame', async ({
  page,
  sandbox: _sandbox,
}) => {
  const answer = await page.request.post('/sandbox/base/api/idcm/customer/Customer/SignIn', {
    data: { Account: 'demo@example.com', Password: 'Demo1234!' },
  });
  const { Data } = await answer.json();
  await page.goto(
    `/invite?from=app&token=${encodeURIComponent(Data.Token)}&refreshToken=${encodeURIComponent(Data.RefreshToken)}`,
  );
  await expect(page.getByRole('textbox', { name: 'Your invite code' })).toHaveValue('DEMO2024');
  expect(page.url()).not.toContain('token=');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  // The entry with the token was replaced: going back leaves the app instead of reaching it.
  await page.goBack();
  expect(page.url()).not.toContain('token=');
});
