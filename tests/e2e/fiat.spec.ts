import type { Page } from '@playwright/test';
import { seriousViolations, useTheme } from './axe.ts';
import { test, expect, type SandboxKnobs } from './fixtures.ts';
import { signInAs } from './session.ts';

test.use({ bypassCSP: true });

const shot = (name: string) => `test-results/fiat/${name}.png`;
const payOrigin = 'https://pay.sandbox.exchange.example';

/** KlicklPay's card page does not exist in the sandbox: it sends the customer straight back, as after paying. */
async function payAtKlicklPay(page: Page): Promise<void> {
  await page.route(`${payOrigin}/**`, async (route) => {
    const back = new URL(route.request().url()).searchParams.get('returnUrl')!;
    await route.fulfill({ status: 302, headers: { location: back } });
  });
}

/** Hands the created KlicklPay order over: Continue, then Continue in its review. */
async function handOver(page: Page, screenshot?: string): Promise<void> {
  await page.getByRole('button', { name: 'Continue to KlicklPay' }).click();
  const review = page.getByRole('dialog', { name: 'Review your purchase' });
  await expect(review.getByText('Order number')).toBeVisible();
  if (screenshot) await page.screenshot({ path: shot(screenshot) });
  await review.getByRole('button', { name: 'Continue to KlicklPay' }).click();
}

async function advance(sandbox: SandboxKnobs, ms: number): Promise<void> {
  await sandbox.set('clock', { advanceMs: ms });
}

test('a visitor compares channels, logs in with the choices kept and pays by KlicklPay card until the status page says paid', async ({
  page,
  sandbox,
}) => {
  await page.goto('/fiat');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy and sell with local money' })).toBeVisible();
  await expect(page.getByLabel('Currency', { exact: true })).toHaveValue('NGN');
  await page.getByLabel('You pay').fill('100000');
  await expect(page.getByLabel('You get about')).toHaveValue('62.4469');
  await page.getByRole('group', { name: 'Pay with' }).getByRole('radio', { name: 'Bank card' }).check();
  const channels = page.getByRole('group', { name: 'Choose a channel' });
  await channels.getByRole('radio', { name: /KlicklPay · Bank card/ }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Log in to continue' }).click();
  await expect(page).toHaveURL(/\/user\/login\?return=/);

  // Signed in as the login page would, the customer lands where they were going, their choices kept.
  await signInAs(page);
  await page.goto(new URL(page.url()).searchParams.get('return')!);
  await expect(page).toHaveURL(
    /\/fiat\/klicklPay\?side=buy&coin=USDT&fiat=NGN&amount=100000&payType=card&channel=\d+$/,
  );
  await page.getByLabel('Cardholder name').fill('Ada Okafor');
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review your purchase' });
  await expect(review.getByText('KlicklPay · Bank card')).toBeVisible();
  await review.getByRole('button', { name: 'Place the order' }).click();

  await expect(page).toHaveURL(/\/fiat\/klicklPayStatus\?orderId=\d+$/);
  await expect(page.getByText('Waiting for you')).toBeVisible();
  await payAtKlicklPay(page);
  await handOver(page, 'klicklpay-hand-over');
  await expect(page.getByText('Waiting for payment')).toBeVisible();
  await advance(sandbox, 10_000);
  await expect(page.getByRole('status').filter({ hasText: 'Payment received:' })).toContainText(
    'USDT is in your balance.',
    { timeout: 15_000 },
  );
});

test('a KlicklPay payment refused with payment:0027 shows the server message, and a failed one says so after a reload', async ({
  page,
  sandbox,
}) => {
  await signInAs(page);
  await sandbox.set('payment-outcome', { outcome: 'failed', count: 1 });
  await page.goto('/fiat/klicklPay?side=buy&coin=USDT&fiat=NGN&amount=20000&payType=card&channel=101');
  await page.getByLabel('Cardholder name').fill('Ada Okafor');
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByRole('button', { name: 'Review' }).click();
  await page
    .getByRole('dialog', { name: 'Review your purchase' })
    .getByRole('button', { name: 'Place the order' })
    .click();
  await expect(page.getByText('Waiting for you')).toBeVisible();
  await sandbox.set('answer-code', {
    operationId: 'ordersCreateKlicklPayReady',
    code: 'payment:0027',
    msg: 'KlicklPay is not available in your region.',
    count: 1,
  });
  await handOver(page);
  const refused = page.getByRole('alert').filter({ hasText: 'KlicklPay is not available in your region.' });
  await expect(refused).toBeFocused();
  await expect(refused).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: shot('klicklpay-refused') });
  await expect(page).toHaveURL(/\/fiat\/klicklPayStatus\?orderId=\d+$/);
  await payAtKlicklPay(page);
  await handOver(page);
  await expect(page.getByText('Waiting for payment')).toBeVisible();
  await advance(sandbox, 10_000);
  await page.reload();
  await expect(page.getByText('The provider refused this payment. Nothing was taken from you.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start a new order' })).toHaveAttribute('href', '/fiat');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a customer sells through PivotPay with the server-described payout form, a refused field put back on its field, then finds the order in the filtered list, in French too', async ({
  page,
  sandbox,
}) => {
  await signInAs(page);
  await page.goto('/fiat?side=sell');
  await page.getByLabel('You sell').fill('20');
  await page.getByRole('group', { name: 'Get paid by' }).getByRole('radio', { name: 'Bank transfer' }).check();
  await page
    .getByRole('group', { name: 'Choose a channel' })
    .getByRole('radio', { name: /PivotPay · Bank transfer/ })
    .check();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/fiat\/PivotPay\?side=sell/);

  await page.getByLabel('Bank name').selectOption('GTBank');
  await page.getByLabel('Account number').fill('12345');
  await page.getByLabel('Account holder name').fill('Ada Okafor');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByText('Account number is not in the expected format.')).toBeVisible();
  await page.getByLabel('Account number').fill('0123456789');
  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review your sale' });
  await expect(review.getByText('PivotPay · Bank transfer')).toBeVisible();
  await sandbox.set('answer-code', {
    operationId: 'ordersCreateSell',
    code: 10001,
    msg: 'Fields.AccountNumber: is not an account at GTBank',
    count: 1,
  });
  await review.getByRole('button', { name: 'Sell now' }).click();
  await expect(review).toBeHidden();
  await expect(page.getByLabel('Account number')).toHaveAccessibleDescription(
    'Not accepted: is not an account at GTBank',
  );
  await page.getByLabel('Account number').fill('0123456780');
  await page.getByRole('button', { name: 'Review' }).click();
  await review.getByRole('button', { name: 'Sell now' }).click();
  await expect(page.getByText('Payout processing')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await advance(sandbox, 10_000);
  await expect(page.getByText(/^Paid out: ₦[\d,.]+ has been sent to your account\.$/)).toBeVisible({ timeout: 15_000 });

  await page.goto('/fiat/ThirdPartyPaymentOrder');
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toContainText('Sell USDT for NGN');
  await page.getByLabel('Side').selectOption('sell');
  await page.getByLabel('Status').selectOption('completed');
  await expect(page).toHaveURL(/\?side=sell&status=completed|\?status=completed&side=sell/);
  // The two sales paid out in the seed, and this one.
  await expect(rows).toHaveCount(3);
  for (const row of await rows.all()) await expect(row).toContainText('Paid out');
  expect(await seriousViolations(page)).toEqual([]);
  await page.reload();
  await expect(page.getByLabel('Side')).toHaveValue('sell');
  await expect(rows).toHaveCount(3);

  await page.goto(`${page.url()}&lang=fr`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ordres de paiement' })).toBeVisible();
  await expect(page.getByLabel('Sens')).toHaveValue('sell');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('Versé');
  await expect(rows.first()).toContainText('20,0000 USDT');
});

test('a customer registers with FacilitaPay (a refused selfie sent again), adds and edits a bank account and buys by PIX, at 390 px in the dark', async ({
  page,
  sandbox,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useTheme(page, 'dark');
  await signInAs(page);
  await page.goto('/fiat/FacilitaPay');
  await expect(page.getByText('0 of 3 documents')).toBeVisible();
  const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 sandbox') });
  await sandbox.set('facilita-document', { documentLabel: 'selfie', reason: 'Your face is hidden.', count: 1 });
  await page.getByLabel('Choose a file for CPF document').setInputFiles(pdf('cpf.pdf'));
  await page.getByLabel('Choose a file for Proof of address').setInputFiles(pdf('bill.pdf'));
  await page.getByLabel('Choose a file for Selfie with your document').setInputFiles(pdf('me.pdf'));
  await expect(page.getByText('FacilitaPay refused this file: Your face is hidden.')).toBeVisible();
  await page.screenshot({ path: shot('registration-390-dark'), fullPage: true });
  await page.getByLabel('Replace the file for Selfie with your document').setInputFiles(pdf('me-again.pdf'));
  await expect(page.getByText('Under review')).toBeVisible();
  await advance(sandbox, 10_000);
  await expect(page.getByText('You are registered with FacilitaPay')).toBeVisible({ timeout: 15_000 });

  await page.goto('/fiat/FacilitaPayAddBank');
  await page.getByRole('combobox', { name: 'Bank' }).fill('nubank');
  await page.getByRole('option', { name: /Nu Pagamentos/ }).click();
  await page.getByLabel('Agency').fill('0001');
  await page.getByLabel('Account number').fill('12345678-9');
  await page.getByLabel('Account holder').fill('Ana Souza');
  await page.getByLabel("Holder's CPF").fill('529.982.247-24');
  await page.getByRole('button', { name: 'Review the account' }).click();
  await expect(page.getByText('This CPF is not valid: check its last two digits.')).toBeVisible();
  await page.getByLabel("Holder's CPF").fill('529.982.247-25');
  await page.getByRole('button', { name: 'Review the account' }).click();
  const added = page.getByRole('dialog', { name: 'Check the account before you register it' });
  await expect(added).toContainText('0001 / 12345678-9');
  await added.getByRole('button', { name: 'Add account' }).click();
  await expect(page).toHaveURL('/fiat/FacilitaPayBankList');
  await page.getByRole('link', { name: 'Edit the Nu Pagamentos (Nubank) account' }).click();
  await expect(page.getByLabel("Holder's CPF")).toHaveValue('529.982.247-25');
  await page.getByLabel('Account type').selectOption('savings');
  await page.getByRole('button', { name: 'Review the account' }).click();
  await page
    .getByRole('dialog', { name: 'Check the account before you save the changes' })
    .getByRole('button', { name: 'Save changes' })
    .click();
  await expect(page).toHaveURL('/fiat/FacilitaPayBankList');
  await expect(page.getByText('Savings')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/fiat/FacilitaPay?side=buy&coin=USDT&amount=500');
  const trade = page.getByRole('region', { name: 'Trade with PIX' });
  await expect(trade.getByLabel('Pay from')).toContainText('Nu Pagamentos (Nubank) · 0001 / 12345678-9');
  await trade.getByRole('button', { name: 'Review' }).click();
  await page
    .getByRole('dialog', { name: 'Review your purchase' })
    .getByRole('button', { name: 'Place the order' })
    .click();
  const pay = page.getByRole('region', { name: 'How to pay' });
  await expect(pay.getByTestId('instruction-PixCode')).toHaveText(/^000201.*6304[0-9A-F]{4}$/);
  await expect(pay.getByRole('img', { name: 'QR code of the PIX payment' })).toBeVisible();
  await expect(pay.getByRole('timer')).toHaveAccessibleName(/Time left to pay: 1[45]:\d\d/);
  await page.screenshot({ path: shot('pix-390-dark'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
});

test('the fiat market, the payment orders and the limits pass axe at 390 px in the dark', async ({
  page,
  sandbox: _sandbox,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useTheme(page, 'dark');
  await signInAs(page);
  for (const [path, heading] of [
    ['/fiat?amount=1000&payType=pix&fiat=BRL', 'Buy and sell with local money'],
    ['/fiat/ThirdPartyPaymentOrder', 'Payment orders'],
    ['/fiat/paymentLimit', 'Payment limits'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('.ui-skeleton')).toHaveCount(0);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
