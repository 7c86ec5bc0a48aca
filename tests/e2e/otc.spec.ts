/**
 * Peer-to-peer (OTC) trading with the otcShow switch on: a buy paid and released, one cancelled
 * and one left to expire; a sell that adds a receipt method on the way and is confirmed received;
 * an appeal with a picture followed to resolved; each order page surviving a reload; French; and
 * none of it reachable with the switch off. The sandbox clock moves the merchants and support.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations, useTheme } from './axe.ts';
import { expect, test, type SandboxKnobs } from './fixtures.ts';
import { demo, signInAs } from './session.ts';

test.use({ bypassCSP: true });

const minute = 60_000;
const otcApi = '/sandbox/base/api/idcm/otc';
const shots = process.env.OTC_SHOTS;

async function otcOn(request: APIRequestContext, sandbox: SandboxKnobs, on = true) {
  const config = await (await request.get('/site.json')).json();
  await sandbox.set('site-config', { config: { ...config, features: { ...config.features, otcShow: on } } });
}

async function sayPaid(page: Page) {
  await page.getByRole('checkbox', { name: /transferred the full amount/ }).check();
  await page.getByRole('button', { name: 'I have paid' }).click();
  await page
    .getByRole('dialog', { name: 'Have you paid the merchant?' })
    .getByRole('button', { name: 'I have paid' })
    .click();
}

const status = (page: Page, text: string) => page.locator('.status-badge').filter({ hasText: text }).first();

/** Places a buy through the API (for the journeys that start at the order page) and gives its number. */
async function buyThroughApi(request: APIRequestContext, token: string, pay = false): Promise<string> {
  const call = async (path: string, data: object) =>
    (await (await request.post(`${otcApi}/${path}`, { data, headers: { Token: token } })).json()).Data;
  const advert = await call('Advertisement/MatchAdv', {
    CoinCode: 'USDT',
    FiatCode: 'NGN',
    Side: 'buy',
    FiatAmount: '160000',
  });
  const order = await call('LegalCurrencyOrder/UserBuyCoin', {
    AdvId: advert.AdvId,
    FiatAmount: '160000',
    PaymentMethodId: advert.PaymentMethods[0].PaymentMethodId,
  });
  if (pay) await call('LegalCurrencyOrder/UserBuyCoinConfirmPayment', { OrderId: order.OrderId });
  return order.OrderId;
}

test('a buy from the OTC tab is paid and released on the clock, its page surviving a reload at each state', async ({
  page,
  request,
  sandbox,
}) => {
  await otcOn(request, sandbox);
  await sandbox.set('otc-merchant', { acts: 'onClock', minutes: 5 });
  await signInAs(page);

  await page.goto('/fiat?market=otc');
  await expect(page.getByRole('tab', { name: 'Peer-to-peer' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('You pay').fill('160000');
  await expect(page.getByRole('region', { name: 'The matched merchant advert' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  if (shots) await page.screenshot({ path: `${shots}/tab-desktop.png`, fullPage: true });

  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Review the order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Place the buy order' }).click();
  await expect(page).toHaveURL(/\/fiat\/order\?id=\d+/);
  await page.reload();
  await expect(status(page, 'Waiting for your payment')).toBeVisible();
  await expect(page.getByText('Time left to pay:')).toBeVisible();
  await sayPaid(page);
  await expect(status(page, 'Paid, waiting for release')).toBeVisible();
  await page.reload();
  await expect(status(page, 'Paid, waiting for release')).toBeVisible();
  await sandbox.set('clock', { advanceMs: 5 * minute });
  await expect(status(page, 'Released')).toBeVisible();
  await page.reload();
  await expect(page.getByText('The coins are in your spot account.')).toBeVisible();
});

test('a buy is cancelled after a warning, another expires with its payment window, and the list shows both', async ({
  page,
  request,
  sandbox,
}) => {
  await otcOn(request, sandbox);
  const { Token } = await signInAs(page);
  const cancelled = await buyThroughApi(request, Token);
  const expiring = await buyThroughApi(request, Token);

  await page.goto(`/fiat/order?id=${cancelled}`);
  await page.getByRole('button', { name: 'Cancel the order' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(cancel).toContainText('Cancelling often may limit');
  await cancel.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(status(page, 'Cancelled')).toBeVisible();
  await page.reload();
  await expect(status(page, 'Cancelled')).toBeVisible();

  await page.goto(`/fiat/order?id=${expiring}`);
  await expect(status(page, 'Waiting for your payment')).toBeVisible();
  await sandbox.set('clock', { advanceMs: 16 * minute });
  await expect(status(page, 'Expired')).toBeVisible();
  await page.reload();
  await expect(page.getByText('The payment window closed')).toBeVisible();

  await page.goto('/fiat/list?tab=finished&side=buy');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'Expired' })
      .getByRole('link', { name: `Open order ${expiring}` }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'Cancelled' })
      .getByRole('link', { name: `Open order ${cancelled}` }),
  ).toBeVisible();
});

test('a sell adds a receipt method on the way, refused first for a name that is not the verified one, and is confirmed received', async ({
  page,
  request,
  sandbox,
}) => {
  await otcOn(request, sandbox);
  await sandbox.set('otc-merchant', { acts: 'onClock', minutes: 5 });
  await signInAs(page);

  await page.goto('/fiat?market=otc&side=sell&fiat=NGN&coin=USDT&amount=100');
  await page.getByRole('button', { name: 'Add a receipt method' }).click();
  const add = page.getByRole('dialog', { name: 'Add a receipt method' });
  await add.getByLabel('Channel').selectOption({ label: 'Bank transfer' });
  await add.getByLabel('Bank name').selectOption('Zenith Bank');
  await add.getByLabel('Account number').fill('0123456789');
  await add.getByLabel('Account holder name').fill('Someone Else');
  const saveMethod = async () => {
    await add.getByRole('button', { name: 'Review the method' }).click();
    const review = page.getByRole('dialog', { name: 'Check the method before you save it' });
    await expect(review).toContainText('0123456789');
    await review.getByRole('button', { name: 'Save the method' }).click();
  };
  await saveMethod();
  await expect(add.getByText('must be your verified name')).toBeVisible();
  await expect(add.getByLabel('Account holder name')).toBeFocused();
  await add.getByLabel('Account holder name').fill('Adaeze Okafor');
  await saveMethod();
  await expect(page.getByRole('radio', { name: /\*\*\*\*6789/ })).toBeChecked();
  await page.getByRole('button', { name: 'Review the order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Place the sell order' }).click();
  await expect(status(page, 'Waiting for the merchant’s payment')).toBeVisible();
  await page.reload();
  await sandbox.set('clock', { advanceMs: 5 * minute });
  await expect(status(page, 'Merchant says paid')).toBeVisible();
  await page.reload();
  await page.getByRole('checkbox', { name: /checked my account myself/ }).check();
  await page.getByRole('button', { name: 'I have received the payment' }).click();
  const received = page.getByRole('dialog', { name: 'Release the coins to the merchant?' });
  await received.getByLabel('Security PIN').fill(demo.pin);
  await received.getByRole('button', { name: 'I have received the payment' }).click();
  await expect(status(page, 'Completed')).toBeVisible();
  await page.reload();
  await expect(page.getByText('the coins went to the merchant')).toBeVisible();
});

test('an appeal with a picture is filed on a paid buy the merchant never releases, and followed to resolved', async ({
  page,
  request,
  sandbox,
}) => {
  await otcOn(request, sandbox);
  await sandbox.set('otc-merchant', { acts: 'never' });
  const { Token } = await signInAs(page);
  const orderId = await buyThroughApi(request, Token, true);

  await page.goto(`/fiat/order?id=${orderId}`);
  await expect(status(page, 'Paid, waiting for release')).toBeVisible();
  await page.getByRole('button', { name: 'Appeal this order' }).click();
  const appeal = page.getByRole('dialog', { name: 'Appeal this order' });
  await appeal.getByLabel('What happened').fill('I paid in full and the merchant did not release.');
  await appeal
    .getByLabel(/Evidence pictures/)
    .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
  await expect(appeal.getByText('transfer.png')).toBeVisible();
  await appeal.getByRole('button', { name: 'Review the appeal' }).click();
  const review = page.getByRole('dialog', { name: 'Send this appeal to customer support?' });
  await expect(review).toContainText('1 picture');
  await review.getByRole('button', { name: 'Send the appeal' }).click();
  await expect(status(page, 'Under appeal')).toBeVisible();
  await expect(page.getByText('1 picture')).toBeVisible();
  await page.reload();
  await expect(status(page, 'Submitted')).toBeVisible();
  await sandbox.set('clock', { advanceMs: 10 * minute });
  await expect(status(page, 'Under review')).toBeVisible();
  await sandbox.set('clock', { advanceMs: 50 * minute });
  await expect(status(page, 'Resolved')).toBeVisible();
  await expect(status(page, 'Released')).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/order-desktop.png`, fullPage: true });
  await page.reload();
  await expect(page.getByText('Support confirmed your payment')).toBeVisible();
});

test('the OTC pages speak French at 390 px in the dark theme, and are gone with otcShow off', async ({
  page,
  request,
  sandbox,
}) => {
  await otcOn(request, sandbox);
  await signInAs(page);
  await useTheme(page, 'dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fiat?market=otc&side=buy&fiat=NGN&coin=USDT&amount=160000&lang=fr');
  await expect(page.getByRole('tab', { name: 'Pair à pair' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'L’annonce du marchand retenue' })).toContainText('Délai de paiement');
  expect(await seriousViolations(page)).toEqual([]);
  if (shots) await page.screenshot({ path: `${shots}/tab-390-fr-dark.png`, fullPage: true });
  await page.goto('/fiat/list?lang=fr');
  await expect(page.getByRole('heading', { name: 'Commandes pair à pair' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('En attente de votre paiement');
  expect(await seriousViolations(page)).toEqual([]);
  if (shots) await page.screenshot({ path: `${shots}/list-390-fr-dark.png`, fullPage: true });
  await page.goto('/fiat/order?id=2406180008&lang=fr');
  await expect(page.getByText('Temps restant pour payer :')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  if (shots) await page.screenshot({ path: `${shots}/order-390-fr-dark.png`, fullPage: true });

  await otcOn(request, sandbox, false);
  await page.goto('/fiat?market=otc&lang=en');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Peer-to-peer' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Review the order' })).toHaveCount(0);
  for (const path of ['/fiat/list', '/fiat/order?id=2406180008', '/fiat/receiptMethods']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  }
});

const screens = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const screen of screens) {
  test(`an OTC buy at ${screen.name} size: a refusal in view and focused, then a buy without an answer, never placed again, and a new review after Close`, async ({
    page,
    request,
    sandbox,
  }) => {
    const config = await (await request.get('/site.json')).json();
    await sandbox.set('site-config', {
      config: {
        ...config,
        features: { ...config.features, otcShow: true },
      },
    });
    await page.setViewportSize({ width: screen.width, height: screen.height });
    await signInAs(page);
    await page.goto('/fiat?market=otc&side=buy&fiat=NGN&coin=USDT&amount=160000');
    await expect(page.getByRole('region', { name: 'The matched merchant advert' })).toBeVisible();
    await page.getByRole('radio').first().check();
    await sandbox.set('answer-code', {
      operationId: 'legalCurrencyOrderUserBuyCoin',
      code: 77001,
      msg: 'The desk is closed for now',
      count: 1,
    });
    await page.getByRole('button', { name: 'Review the order' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Place the buy order' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'The desk is closed for now' });
    await expect(alert).toBeFocused();
    await expect(alert).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('status').filter({ hasText: /Something went wrong/ })).toHaveCount(0);
    await expect(page.getByLabel('You pay')).toHaveValue('160000');
    await page.screenshot({ path: `test-results/otc/buy-refused-${screen.name}.png` });

    await sandbox.set('lose-answer', { operationId: 'legalCurrencyOrderUserBuyCoin' });
    await page.getByRole('button', { name: 'Review the order' }).click();
    const review = page.getByRole('dialog', { name: 'Review your buy' });
    await review.getByRole('button', { name: 'Place the buy order' }).click();
    await expect(review.getByText('The outcome is not known yet')).toBeVisible();
    await expect(review.getByRole('link', { name: 'My peer-to-peer orders' })).toHaveAttribute('href', '/fiat/list');
    await expect(review.getByRole('button', { name: 'Place the buy order' })).toHaveCount(0);
    await page.screenshot({ path: `test-results/otc/buy-unknown-${screen.name}.png` });
    await page.keyboard.press('Enter');
    await review.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const calls = await sandbox.read<Record<string, number>>('calls');
    expect(calls.legalCurrencyOrderUserBuyCoin).toBe(2);

    await page.getByRole('button', { name: 'Review the order' }).click();
    await expect(review.getByText('The outcome is not known yet')).toHaveCount(0);
    await review.getByRole('button', { name: 'Place the buy order' }).click();
    await expect(page).toHaveURL(/\/fiat\/order\?id=\d+/);
  });
}
