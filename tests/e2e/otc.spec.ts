/**
 * Peer-to-peer (OTC) trading with the otcShow switch on: a buy paid and released, one cancelled
 * and one left to expire; a sell that adds a receipt method on the way and is confirmed received;
 * an appeal with a picture followed to resolved; each order page surviving a reload; French; and
 * none of it reachable with the switch off. The sandbox clock moves the merchants and support.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations, useTheme } from './axe.ts';
import { expect, test, type SandboxKnobs } from './fixtures.ts';
import { signInAs } from './session.ts';

test.use({ bypassCSP: true });

const minute = 60_000;
const shots = process.env.OTC_SHOTS;

async function otcOn(request: APIRequestContext, sandbox: SandboxKnobs, on = true) {
  const config = await (await request.get('/site.json')).json();
  await sandbox.set('site-config', { config: { ...config, features: { ...config.features, otcShow: on } } });
}

/** Places an order from the OTC tab and lands on its page. */
async function placeBuy(page: Page) {
  await page.goto('/fiat?market=otc&side=buy&fiat=NGN&coin=USDT&amount=160000');
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Review the order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Place the buy order' }).click();
  await expect(page).toHaveURL(/\/fiat\/order\?id=\d+/);
  await expect(page.getByRole('status').filter({ hasText: 'Transfer the exact amount' })).toBeVisible();
}

async function sayPaid(page: Page) {
  await page.getByRole('button', { name: 'I have paid' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'I have paid' }).click();
}

const status = (page: Page, text: string) => page.locator('.status-badge').filter({ hasText: text }).first();

test('buy paid and released on the clock, a buy cancelled, a buy expired, each page surviving a reload', async ({ page, request, sandbox }) => {
  await otcOn(request, sandbox);
  await sandbox.set('otc-merchant', { acts: 'onClock', minutes: 5 });
  await signInAs(page);

  await page.goto('/fiat?market=otc');
  await expect(page.getByRole('tab', { name: 'Peer-to-peer' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('You pay').fill('160000');
  await expect(page.getByRole('region', { name: 'The matched merchant advert' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await placeBuy(page);
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

  await placeBuy(page);
  await page.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(page.getByRole('dialog')).toContainText('Cancelling often may limit');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel the order' }).click();
  await expect(status(page, 'Cancelled')).toBeVisible();
  await page.reload();
  await expect(status(page, 'Cancelled')).toBeVisible();

  await placeBuy(page);
  await sandbox.set('clock', { advanceMs: 16 * minute });
  await expect(status(page, 'Expired')).toBeVisible();
  await page.reload();
  await expect(page.getByText('The payment window closed')).toBeVisible();

  await page.goto('/fiat/list?tab=finished&side=buy');
  await expect(page.getByRole('table')).toContainText('Expired');
  await expect(page.getByRole('table')).toContainText('Cancelled');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a sell adds a receipt method on the way and is confirmed received; an appeal with a picture is resolved', async ({ page, request, sandbox }) => {
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
  await add.getByRole('button', { name: 'Save the method' }).click();
  await expect(add.getByText('must be your verified name')).toBeVisible();
  await add.getByLabel('Account holder name').fill('Adaeze Okafor');
  await add.getByRole('button', { name: 'Save the method' }).click();
  await expect(page.getByRole('radio', { name: /\*\*\*\*6789/ })).toBeChecked();
  await page.getByRole('button', { name: 'Review the order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Place the sell order' }).click();
  await expect(status(page, 'Waiting for the merchant’s payment')).toBeVisible();
  await sandbox.set('clock', { advanceMs: 5 * minute });
  await expect(status(page, 'Merchant says paid')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'I have received the payment' }).click();
  await page.getByRole('dialog').getByRole('checkbox').check();
  await page.getByRole('dialog').getByRole('button', { name: 'I have received the payment' }).click();
  await expect(status(page, 'Completed')).toBeVisible();

  await sandbox.set('otc-merchant', { acts: 'never' });
  await placeBuy(page);
  await sayPaid(page);
  await expect(status(page, 'Paid, waiting for release')).toBeVisible();
  await page.getByRole('button', { name: 'Appeal this order' }).click();
  const appeal = page.getByRole('dialog', { name: 'Appeal this order' });
  await appeal.getByLabel('What happened').fill('I paid in full and the merchant did not release.');
  await appeal.getByLabel(/Evidence pictures/).setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
  await expect(appeal.getByText('transfer.png')).toBeVisible();
  await appeal.getByRole('button', { name: 'Send the appeal' }).click();
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

  await page.goto('/fiat/list?tab=appeals');
  await expect(page.getByRole('table')).toContainText('Resolved');
});

test('the OTC pages speak French at 390 px in the dark theme, and are gone with otcShow off', async ({ page, request, sandbox }) => {
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
  await page.goto('/fiat?lang=en');
  await expect(page.getByRole('heading', { name: 'Buy and sell with local money' }).or(page.locator('h1'))).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Peer-to-peer' })).toHaveCount(0);
  for (const path of ['/fiat/list', '/fiat/order?id=2406180008', '/fiat/receiptMethods']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: /Peer-to-peer orders|Peer-to-peer order|Receipt methods/ })).toHaveCount(0);
  }
});
