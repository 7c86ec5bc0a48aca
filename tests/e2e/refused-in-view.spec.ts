/**
 * A refusal that lands on a field (crypto withdraw's address, the amounts of a transfer, an earn
 * subscription, a KlicklPay checkout and a fiat pay-out) leaves that field focused and wholly in sight
 * below the header and above the download banner, with every feature on (the header on two rows at
 * 1280 px), at 1280x900 and at 390 px.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { externalAddress } from '../../sandbox/seed/assets-chains.ts';
import { everythingOn } from './everything-on.ts';
import { expect, test, type SandboxKnobs } from './fixtures.ts';
import { expectFocusedInSight } from './in-view.ts';
import { moneyScreens } from './money-form.ts';
import { latestCode, signInAs } from './session.ts';

test.use({ bypassCSP: true });
test.describe.configure({ timeout: 60_000 });

const shot = (name: string) => `test-results/refused-in-view/${name}.png`;

async function open(page: Page, sandbox: SandboxKnobs, screen: (typeof moneyScreens)[number], path: string) {
  await page.setViewportSize({ width: screen.width, height: screen.height });
  await sandbox.set('site-config', { config: everythingOn });
  await signInAs(page);
  await page.goto(path);
  await expect(page.getByRole('complementary', { name: 'Get the app' })).toBeVisible();
}

/** Confirms `review` with its operation refused by `code`: the refusal lands on `field`, focused and in sight. */
async function refuse(
  page: Page,
  sandbox: SandboxKnobs,
  {
    review,
    confirmName,
    operationId,
    code,
    field,
    name,
  }: {
    review: Locator;
    confirmName: string;
    operationId: string;
    code: number | string;
    field: Locator;
    name: string;
  },
) {
  await sandbox.set('answer-code', { operationId, code, msg: 'Refused', count: 1 });
  await review.getByRole('button', { name: confirmName }).click();
  await expect(review).toHaveCount(0);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectFocusedInSight(field);
  await page.screenshot({ path: shot(name) });
}

/** The customer scrolls down the page (to the latest withdrawals, the transfers) before reviewing. */
const scrollDown = (page: Page) => page.mouse.wheel(0, 3000);

async function confirmWithCode(request: APIRequestContext, review: Locator, purpose: string) {
  await review.getByRole('button', { name: 'Send code' }).click();
  await expect(review.getByRole('button', { name: /Resend in|Send again/ })).toBeVisible();
  await review.getByLabel('Email verification code').fill(await latestCode(request, 'demo@example.com', purpose));
  await review.getByLabel('Security PIN').fill('123456');
}

for (const screen of moneyScreens) {
  test(`at ${screen.name} size, a refused withdrawal address and a refused transfer amount are focused in sight`, async ({
    page,
    sandbox,
    request,
  }) => {
    await open(page, sandbox, screen, '/assets/withdraw?coin=USDT');
    await page.getByRole('group', { name: 'Network' }).getByRole('radio', { name: 'TRC20' }).click();
    const address = page.getByRole('textbox', { name: 'Address' });
    await address.fill(externalAddress('e2e-in-view', 'TRC20'));
    await page.getByLabel('Amount', { exact: true }).fill('10');
    await scrollDown(page);
    await page.getByRole('button', { name: 'Review' }).click();
    const review = page.getByRole('dialog', { name: 'Review your USDT withdrawal' });
    await confirmWithCode(request, review, 'withdraw');
    await refuse(page, sandbox, {
      review,
      confirmName: 'Confirm withdrawal',
      operationId: 'customerAssetsApplyTransactionOut',
      code: 30012,
      field: address,
      name: `withdraw-address-${screen.name}`,
    });

    await page.goto('/assets/fundTransfer?coin=USDT');
    const amount = page.getByLabel('Amount to transfer');
    await amount.fill('10');
    await scrollDown(page);
    await page.getByRole('button', { name: 'Review' }).click();
    await refuse(page, sandbox, {
      review: page.getByRole('dialog', { name: 'Review your USDT transfer' }),
      confirmName: 'Confirm transfer',
      operationId: 'transferAddTransfer',
      code: 30001,
      field: amount,
      name: `transfer-amount-${screen.name}`,
    });
  });

  test(`at ${screen.name} size, a refused earn subscription and a refused KlicklPay amount are focused in sight`, async ({
    page,
    sandbox,
  }) => {
    await open(page, sandbox, screen, '/financial?product=1');
    const subscribe = page.getByLabel('Amount to subscribe');
    await subscribe.fill('100');
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await refuse(page, sandbox, {
      review: page.getByRole('dialog', { name: 'Review your subscription' }),
      confirmName: 'Confirm subscription',
      operationId: 'financingCreateDeposit',
      code: 30001,
      field: subscribe,
      name: `subscribe-amount-${screen.name}`,
    });

    await page.goto('/fiat/klicklPay?side=buy&coin=USDT&fiat=NGN&amount=20000&payType=card&channel=101');
    await page.getByLabel('Cardholder name').fill('Ada Okafor');
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByRole('button', { name: 'Review' }).click();
    await refuse(page, sandbox, {
      review: page.getByRole('dialog', { name: 'Review your purchase' }),
      confirmName: 'Place the order',
      operationId: 'ordersCreateBuyKlicklPay',
      code: 'payment:0011',
      field: page.getByLabel('You pay'),
      name: `klicklpay-amount-${screen.name}`,
    });
  });

  test(`at ${screen.name} size, a refused pay-out amount is focused in sight`, async ({ page, sandbox, request }) => {
    await open(page, sandbox, screen, '/assets/withdraw?coin=USDT&to=bank');
    await page.getByRole('button', { name: 'Add a bank account' }).click();
    const bank = page.getByRole('dialog', { name: 'Add a bank account' });
    await bank.getByLabel('Bank').selectOption({ index: 1 });
    await bank.getByLabel('Account number').fill('0555123456');
    await bank.getByLabel('Account name').fill('Ada Obi');
    await bank.getByRole('button', { name: 'Review the account' }).click();
    await page
      .getByRole('dialog', { name: 'Check the account before you add it' })
      .getByRole('button', { name: 'Add the account' })
      .click();
    await expect(page.getByRole('radio', { name: /0555123456/ })).toBeChecked();
    const amount = page.getByLabel('Amount of USDT to sell');
    await amount.fill('50');
    await page.getByRole('button', { name: 'Review' }).click();
    const review = page.getByRole('dialog', { name: 'Review your pay-out' });
    await confirmWithCode(request, review, 'fiatWithdraw');
    await refuse(page, sandbox, {
      review,
      confirmName: 'Confirm pay-out',
      operationId: 'digitalFiatCreateWithdrawOrder',
      code: 30020,
      field: amount,
      name: `payout-amount-${screen.name}`,
    });
  });
}
