/**
 * The assets pages against the sandbox: deposit, withdraw (crypto and to a bank account), transfer
 * and the records, each journey once, in English, and the pages once in French at 390 px in dark.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { externalAddress } from '../../sandbox/seed/assets-chains.ts';
import { seriousViolations, useTheme } from './axe.ts';
import { test, expect } from './fixtures.ts';
import { signInAs } from './session.ts';
import { holdBack } from './hold-back.ts';

test.use({ bypassCSP: true });
// Each journey is one long test (one sign-in) rather than many short ones.
test.describe.configure({ timeout: 60_000 });
const shot = (name: string) => `test-results/assets/${name}.png`;
/** The newest code mailed to the demo customer for `purpose`, once it is a new one (the send is under way when asked). */
async function mailedCode(request: APIRequestContext, purpose: string, previous = ''): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const sent: { purpose: string; code: string }[] = await (
        await request.get('/__sandbox/codes?target=demo%40example.com')
      ).json();
      code = sent.filter((c) => c.purpose === purpose).at(-1)?.code ?? '';
      return code;
    })
    .not.toBe(previous);
  return code;
}
const calls = (sandbox: { read: <T>(knob: string) => Promise<T> }) => sandbox.read<Record<string, number>>('calls');

test('deposits arrive on the clock, and a withdrawal is refused on its field, keeps what was typed after a wrong PIN, applies once and is cancelled', async ({
  page,
  context,
  request,
  sandbox,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page);
  await page.goto('/assets/recharge?coin=USDT');
  const networks = page.getByRole('group', { name: 'Network' });
  await expect(networks.getByRole('radio')).toHaveCount(3);
  await networks.getByRole('radio', { name: 'TRC20' }).click();
  const card = page.getByRole('region', { name: 'Your USDT address on TRC20' });
  await card.getByRole('button', { name: /Copy\s*Deposit address/ }).click();
  const address = (await page.evaluate(() => navigator.clipboard.readText())).trim();
  await expect(card.getByText(address, { exact: true })).toBeVisible();
  await sandbox.set('deposit', { coin: 'USDT', chain: 'TRC20', amount: '321.5' });
  const recent = page.getByRole('region', { name: 'Your latest USDT deposits' });
  await expect(recent.getByRole('row', { name: /321\.5/ })).toContainText('Confirming');
  await sandbox.set('clock', { advanceMs: 61_000 });
  await expect(recent.getByRole('row', { name: /321\.5/ })).toContainText('Credited', { timeout: 10_000 });

  await page.goto('/assets/recharge?coin=XRP');
  const memoCard = page.getByRole('region', { name: 'Your XRP address on XRP' });
  await memoCard.getByRole('button', { name: /Copy\s*Memo \(tag\)/ }).click();
  const memo = (await page.evaluate(() => navigator.clipboard.readText())).trim();
  await expect(memoCard.getByText(memo, { exact: true })).toBeVisible();
  await expect(memoCard).toContainText('without the memo cannot be credited and is lost');

  await page.goto('/assets/withdraw?coin=USDT');
  await page.getByRole('group', { name: 'Network' }).getByRole('radio', { name: 'TRC20' }).click();
  await page.getByRole('textbox', { name: 'Address' }).fill(externalAddress('e2e', 'TRC20'));
  const amount = page.getByLabel('Amount', { exact: true });
  await amount.fill('60000');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(amount).toHaveAccessibleDescription(
    /The most you can withdraw at once|This is over your daily limit|does not cover/,
  );
  await amount.fill('25');
  await expect(page.getByText('Taken from your balance').locator('..')).toContainText('26');
  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review your USDT withdrawal' });
  await review.getByRole('button', { name: 'Send code' }).click();
  const code = await mailedCode(request, 'withdraw');
  await review.getByLabel('Email verification code').fill(code);
  await review.getByLabel('Security PIN').fill('000000');
  await review.getByRole('button', { name: 'Confirm withdrawal' }).dblclick();
  await expect(review.getByText('The security PIN is wrong.')).toBeVisible();
  await expect(review.getByLabel('Email verification code')).toHaveValue(code);
  expect((await calls(sandbox)).customerAssetsApplyTransactionOut).toBe(1);
  await review.getByRole('button', { name: 'Back' }).click();
  await expect(amount).toHaveValue('25');

  await page.getByRole('button', { name: /Cancel the withdrawal of 25(\.0+)? USDT/ }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this withdrawal?' })
    .getByRole('button', { name: 'Cancel the withdrawal' })
    .click();
  await expect(
    page.getByRole('region', { name: 'Your latest withdrawals' }).getByText('Cancelled').first(),
  ).toBeVisible();

  await page.getByLabel('From your address book').selectOption({ index: 1 });
  await expect(page.getByRole('textbox', { name: 'Address' })).not.toHaveValue('');
  await page.getByRole('button', { name: 'Review' }).click();
  const saved = page.getByRole('dialog', { name: 'Review your USDT withdrawal' });
  await saved.getByRole('button', { name: 'Send code' }).click();
  await saved.getByLabel('Email verification code').fill(await mailedCode(request, 'withdraw', code));
  await saved.getByLabel('Security PIN').fill('123456');
  await saved.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page.getByText('Your USDT withdrawal is confirmed and on its way.')).toBeVisible();
  await page.screenshot({ path: shot('withdraw-desktop'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
});

test('a pay-out to a new bank account through the server form, a transfer to futures and back, records filtered in the address and exported, and a pay-in re-quoted and paid', async ({
  page,
  sandbox,
  request,
}) => {
  const config = await (await request.get('/site.json')).json();
  await sandbox.set('site-config', { config: { ...config, features: { ...config.features, contract: true } } });
  // The page's clock runs as usual until the quote's life is skipped, together with the sandbox's.
  await page.clock.install();
  await signInAs(page);

  await page.goto('/assets/withdraw?coin=USDT&to=bank');
  await page.getByRole('button', { name: 'Add a bank account' }).click();
  const bank = page.getByRole('dialog', { name: 'Add a bank account' });
  await bank.getByLabel('Bank').selectOption({ index: 1 });
  await bank.getByLabel('Account number').fill('12345');
  await bank.getByRole('button', { name: 'Review the account' }).click();
  await expect(bank.getByLabel('Account number')).toHaveAttribute('aria-invalid', 'true');
  await bank.getByLabel('Account number').fill('0555123456');
  await bank.getByLabel('Account name').fill('Ada Obi');
  await bank.getByRole('button', { name: 'Review the account' }).click();
  const account = page.getByRole('dialog', { name: 'Check the account before you add it' });
  await expect(account).toContainText('0555123456');
  await account.getByRole('button', { name: 'Add the account' }).click();
  await expect(page.getByRole('radio', { name: /0555123456/ })).toBeChecked();
  await page.getByLabel('Amount of USDT to sell').fill('50');
  await page.getByRole('button', { name: 'Review' }).click();
  const payOut = page.getByRole('dialog', { name: 'Review your pay-out' });
  await expect(payOut).toContainText('0555123456');
  await payOut.getByRole('button', { name: 'Send code' }).click();
  await payOut.getByLabel('Email verification code').fill(await mailedCode(request, 'fiatWithdraw'));
  await payOut.getByLabel('Security PIN').fill('123456');
  await payOut.getByRole('button', { name: 'Confirm pay-out' }).click();
  await expect(page.getByText('Your pay-out is being processed.', { exact: false })).toBeVisible();

  await page.goto('/assets/fundTransfer?coin=USDT');
  for (const [to, howMuch] of [
    ['Futures account', '120'],
    ['Spot account', '20'],
  ] as const) {
    await page.getByLabel('Amount to transfer').fill(howMuch);
    await page.getByRole('button', { name: 'Review' }).click();
    await page
      .getByRole('dialog', { name: 'Review your USDT transfer' })
      .getByRole('button', { name: 'Confirm transfer' })
      .dblclick();
    await expect(page.getByText(new RegExp(`^${howMuch}(\\.0+)? USDT moved to your ${to}\\.`))).toBeVisible();
    if (to === 'Futures account')
      await page.getByRole('button', { name: /Switch: transfer from the Futures account/ }).click();
  }
  expect((await calls(sandbox)).transferAddTransfer).toBe(2);

  await page.goto('/assets/financialRecords');
  await page.getByLabel('Type').selectOption('transfer');
  await page.getByRole('group', { name: 'Date' }).getByRole('combobox').selectOption('7d');
  await expect(page).toHaveURL(/type=transfer/);
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
  await page.reload();
  const table = page.getByRole('table', { name: 'Records' });
  const rows = table.locator('tbody tr.data-table__row');
  await expect(rows).toHaveCount(2);
  await expect(page.getByLabel('Type')).toHaveValue('transfer');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export/ }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(3);
  expect(
    lines
      .slice(1)
      .map((line) => line.split(',')[3])
      .sort(),
  ).toEqual(['-120', '20']);
  await page.screenshot({ path: shot('records-desktop'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/assets/rechargePayment?fiat=NGN');
  await page.getByLabel('Payment method').selectOption('1');
  await page.getByLabel('Amount to pay in NGN').fill('50000');
  await expect(page.getByRole('timer', { name: /This quote holds for/ })).toBeVisible();
  const quoted = (await calls(sandbox)).digitalFiatRechargeCalculateService;
  await sandbox.set('clock', { advanceMs: 31_000 });
  await page.clock.fastForward(31_000);
  await expect.poll(async () => (await calls(sandbox)).digitalFiatRechargeCalculateService).toBeGreaterThan(quoted);
  await expect(page.getByRole('timer', { name: /This quote holds for/ })).toBeVisible();
  await page.getByRole('button', { name: 'Review' }).click();
  await page
    .getByRole('dialog', { name: 'Review your USDT purchase' })
    .getByRole('button', { name: 'Confirm and get payment details' })
    .click();
  await expect(page.getByText('Waiting for your payment')).toBeVisible();
  await page.screenshot({ path: shot('pay-in-desktop'), fullPage: true });
  await sandbox.set('pay-in', { outcome: 'paid' });
  await expect(page.getByText(/Payment received: .* USDT is in your balance\./)).toBeVisible({ timeout: 10_000 });
});

test('the assets pages speak French at 390 px in the dark theme', async ({ page, sandbox, request }) => {
  const config = await (await request.get('/site.json')).json();
  await sandbox.set('site-config', { config: { ...config, features: { ...config.features, contract: true } } });
  await useTheme(page, 'dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page);
  await page.goto('/assets/digitalCurrency?lang=fr');
  await expect(page.getByRole('row', { name: /^USDT\b/ }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: shot('balances-fr-390-dark'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/assets/recharge?coin=XRP&lang=fr');
  await expect(page.getByRole('img', { name: /QR/ }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: shot('deposit-fr-390-dark'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/assets/withdraw?coin=USDT&lang=fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Retirer' })).toBeVisible();
  await page.getByRole('group', { name: 'Réseau' }).getByRole('radio', { name: 'TRC20' }).click();
  await page.getByLabel('Montant', { exact: true }).fill('12,5');
  await expect(page.getByText('13,5', { exact: false }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: shot('withdraw-fr-390-dark'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/assets/financialRecords?type=withdraw&lang=fr');
  await expect(page.getByRole('table', { name: 'Historique' }).getByText('Retrait').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: shot('records-fr-390-dark'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/assets/fundTransfer?lang=fr');
  await expect(page.getByText('Disponible (Compte à terme)')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: shot('transfer-fr-390-dark'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/assets/address?lang=fr');
  await expect(page.getByRole('heading', { level: 2, name: 'ETH' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: shot('address-book-fr-390-dark'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/assets/rechargePayment?lang=fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Acheter en monnaie locale' })).toBeVisible();
  await page.getByLabel('Moyen de paiement').selectOption('1');
  await page.getByLabel('Montant à payer en NGN').fill('50000');
  await expect(page.getByText('Vous recevez')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: shot('pay-in-fr-390-dark'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
});

test("the withdraw page is drawn before its form's code is in; the form and the latest withdrawals then come together", async ({
  page,
  sandbox: _sandbox,
}) => {
  const release = await holdBack(page, /\/assets\/CryptoWithdrawForm-[^/]+\.js$/);
  await signInAs(page);
  await page.goto('/assets/withdraw?coin=USDT');
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Withdrawal' });
  await expect(form.locator('.ui-skeleton').first()).toBeVisible();
  // The answers come meanwhile; the form and the list wait for the code, in the form's place.
  await page.waitForResponse(/GetUserTransactionOutList/);
  const latest = page.getByRole('table', { name: 'Your latest withdrawals' });
  await expect(form.getByRole('textbox', { name: 'Address' })).toHaveCount(0);
  await expect(latest).toHaveCount(0);
  release();
  await expect(form.getByRole('textbox', { name: 'Address' })).toBeVisible();
  await expect(latest).toBeVisible();
  await expect(form.locator('.ui-skeleton')).toHaveCount(0);
});

test("when the withdraw form's code cannot come, the page says so in its place, and Try again loads it afresh", async ({
  page,
  sandbox: _sandbox,
}) => {
  let cut = true;
  await page.route(/\/assets\/CryptoWithdrawForm-[^/]+\.js$/, (route) =>
    cut ? route.abort('failed') : route.continue(),
  );
  await signInAs(page);
  await page.goto('/assets/withdraw?coin=USDT');
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
  const failed = page
    .getByRole('alert')
    .filter({ hasText: 'This could not be loaded. Check your connection and try again.' });
  await expect(failed).toBeVisible();
  // The rest of the page stays: its tabs still lead on.
  await expect(
    page.getByRole('navigation', { name: 'Assets pages' }).getByRole('link', { name: 'Transfer' }),
  ).toBeVisible();
  cut = false;
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByRole('region', { name: 'Withdrawal' }).getByRole('textbox', { name: 'Address' }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Your latest withdrawals' })).toBeVisible();
});
