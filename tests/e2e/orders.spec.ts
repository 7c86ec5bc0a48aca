/**
 * The order pages in the browser: spot orders cancelled one by one and all at once with their
 * funds freed, a plan cancelled, the history filtered and exported, and, with the contract switch
 * on, every futures tab, an order's detail and the bills by type; with it off, no futures page.
 * Screenshots go to /tmp/issue-13-shots/ (desktop and 390 px, light and dark, en and fr).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { seriousViolations, useTheme } from './axe.ts';
import { test, expect, type SandboxKnobs } from './fixtures.ts';
import { signInAs } from './session.ts';
import { holdBack } from './hold-back.ts';

test.use({ bypassCSP: true });

const shot = (name: string) => `/tmp/issue-13-shots/${name}.png`;
const phone = { width: 390, height: 844 };
const shippedConfig = () =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../site-config/site.json'), 'utf8'));

async function contractOn(sandbox: SandboxKnobs) {
  const config = shippedConfig();
  config.features.contract = true;
  await sandbox.set('site-config', { config });
}

const frozenUsdt = (page: Page) => page.getByTestId('funds-USDT');

/** Opens a tab and waits until it is the one shown (a tab's rows replace the last tab's once they load). */
async function openTab(page: Page, name: string | RegExp) {
  const tab = page.getByRole('tab', { name });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

test('open orders are cancelled one by one and then all at once, each confirmation counting them, their USDT is freed, and waiting plans are cancelled one and then all', async ({
  page,
  sandbox: _sandbox,
}) => {
  await signInAs(page);
  await page.goto('/tradingOrder');
  await expect(page.getByRole('heading', { level: 1, name: 'Trading orders' })).toBeVisible();
  const sol = page.getByRole('row', { name: /SOL\/USDT/ });
  await expect(sol).toContainText('Open');
  const frozenBefore = await frozenUsdt(page).textContent();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: shot('spot-open-desktop-light'), fullPage: true });

  await sol.getByRole('button', { name: /^Cancel SOL\/USDT/ }).click();
  const one = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(one).toContainText('1 order will be cancelled: SOL/USDT, Buy');
  await one.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Your SOL/USDT order has been cancelled.')).toBeVisible();
  await expect(sol).toHaveCount(0);
  await expect(frozenUsdt(page)).not.toHaveText(frozenBefore!);

  await page.getByRole('button', { name: 'Cancel all (4)' }).click();
  const all = page.getByRole('dialog', { name: 'Cancel all open orders?' });
  await expect(all).toContainText('4 open orders will be cancelled.');
  await all.getByRole('button', { name: 'Cancel 4 orders' }).click();
  await expect(page.getByText('4 orders cancelled. Their funds are available again.')).toBeVisible();
  await expect(page.getByText('You have no open orders.')).toBeVisible();
  await expect(frozenUsdt(page)).toContainText('Frozen 0.0000');
  await expect(page.getByRole('tab', { name: /Open orders/ })).toContainText('0');

  await openTab(page, /Plan orders/);
  const btc = page.getByRole('row', { name: /BTC\/USDT/ });
  await expect(btc).toContainText('Waiting');
  await btc.getByRole('button', { name: /^Cancel BTC\/USDT/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this plan order?' });
  await expect(dialog).toContainText('1 plan order will be cancelled');
  await dialog.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(btc).toContainText('Cancelled');
  await page.getByRole('button', { name: 'Cancel all plans (2)' }).click();
  const plans = page.getByRole('dialog', { name: 'Cancel all waiting plan orders?' });
  await expect(plans).toContainText('2 waiting plan orders will be cancelled.');
  await plans.getByRole('button', { name: 'Cancel 2 plans' }).click();
  await expect(page.getByText('2 plan orders cancelled.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Waiting/ })).toHaveCount(0);
});

test('a cancellation asked for before the review has come opens its review once it has, and cancels once', async ({
  page,
  sandbox,
}) => {
  // The review's dialog is loaded when the page is idle (src/money-action/MoneyReview.tsx): here it is slow.
  const release = await holdBack(page, /\/assets\/MoneyReviewDialog-[^/]+\.js$/);
  await signInAs(page);
  await page.goto('/tradingOrder');
  const sol = page.getByRole('row', { name: /SOL\/USDT/ });
  await expect(sol).toContainText('Open');
  await sol.getByRole('button', { name: /^Cancel SOL\/USDT/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trading orders' })).toBeVisible();
  const one = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(one).toHaveCount(0);
  release();
  await expect(one).toContainText('1 order will be cancelled: SOL/USDT, Buy');
  await one.getByRole('button', { name: 'Cancel order' }).dblclick();
  await expect(page.getByText('Your SOL/USDT order has been cancelled.')).toBeVisible();
  await expect(sol).toHaveCount(0);
  expect((await sandbox.read<Record<string, number>>('calls')).tradingCancelOrder).toBe(1);
});

test('a review that cannot load says so and goes back, and comes with the next try once the connection is back', async ({
  page,
  sandbox,
}) => {
  const reviewCode = /\/assets\/MoneyReviewDialog-[^/]+\.js$/;
  await page.route(reviewCode, (route) => route.abort('internetdisconnected'));
  await signInAs(page);
  await page.goto('/tradingOrder');
  const sol = page.getByRole('row', { name: /SOL\/USDT/ });
  await expect(sol).toContainText('Open');
  await sol.getByRole('button', { name: /^Cancel SOL\/USDT/ }).click();
  const failed = page
    .getByRole('alert')
    .filter({ hasText: 'This could not be loaded. Check your connection and try again.' });
  await expect(failed).toBeFocused();
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(failed).toHaveCount(0);

  await page.unroute(reviewCode);
  await sol.getByRole('button', { name: /^Cancel SOL\/USDT/ }).click();
  const one = page.getByRole('dialog', { name: 'Cancel this order?' });
  await one.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Your SOL/USDT order has been cancelled.')).toBeVisible();
  expect((await sandbox.read<Record<string, number>>('calls')).tradingCancelOrder).toBe(1);
});

test('the history filtered by pair and dates survives a reload and exports the same rows as CSV; with the contract switch off there is no futures page or menu entry', async ({
  page,
  sandbox: _sandbox,
}) => {
  await signInAs(page);
  await page.goto('/tradingOrder?tab=history');
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Page 1 of 2');
  await page.getByLabel('Pair').selectOption('BTC/USDT');
  await page.getByRole('group', { name: 'Date' }).getByRole('combobox').selectOption('Last 7 days');
  await expect(page).toHaveURL(/tab=history&pair=BTC_USDT&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  const rows = page.getByRole('row', { name: /BTC\/USDT/ });
  await expect(rows).toHaveCount(2);
  const onScreen = await rows.evaluateAll((all) =>
    all.map((row) => row.textContent!.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)![0]),
  );

  await page.reload();
  await expect(page.getByLabel('Pair')).toHaveValue('BTC_USDT');
  await expect(rows).toHaveCount(2);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^order-history-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await file.path())!, 'utf8')
    .replace('\uFEFF', '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Order ID,Time,Pair,Side,Type,Price,Amount,Filled,Average price,Total,Fee,Fee coin,Status');
  expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(onScreen);
  expect(lines.slice(1).every((line) => line.split(',')[2] === 'BTC/USDT')).toBe(true);

  // The contract switch is off in the shipped configuration: no futures entry, no futures page.
  await page.getByRole('banner').getByRole('button', { name: 'Orders' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Trading orders' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Futures orders' })).toHaveCount(0);
  await page.goto('/futuresOrder');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('with the contract switch on, every futures tab loads, an order opens its detail and the bills filter by type', async ({
  page,
  sandbox,
}) => {
  await contractOn(sandbox);
  await signInAs(page);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Orders' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Futures orders' }).click();
  await expect(page).toHaveURL('/futuresOrder');
  await expect(page.getByRole('heading', { level: 1, name: 'Futures orders' })).toBeVisible();
  await expect(page.getByRole('row', { name: /ETHUSDT/ })).toContainText('Open short');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: shot('futures-current-desktop-light'), fullPage: true });

  await openTab(page, 'Order history');
  const close = page.getByRole('row', { name: /SOLUSDT/ }).filter({ hasText: 'Close long' });
  await close.getByRole('button', { name: /^Details SOLUSDT/ }).click();
  const detail = page.getByRole('dialog', { name: 'Order details' });
  await expect(detail).toContainText('Realised profit+7.4100 USDT');
  await expect(detail).toContainText('Margin modeCross');
  await expect(detail.getByRole('table')).toContainText('Maker');
  await page.screenshot({ path: shot('futures-detail-desktop-light') });
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  await openTab(page, 'Plan orders');
  await expect(page.getByRole('row', { name: /BTCUSDT/ })).toContainText('Close long');
  await openTab(page, 'Kill-or-fill orders');
  await expect(page.getByRole('row', { name: /XRPUSDT/ })).toContainText('Waiting');
  await openTab(page, 'Bills');
  await page.getByLabel('Bill type').selectOption('Liquidation');
  await expect(page).toHaveURL('/futuresOrder?tab=bills&billType=5');
  await expect(page.getByRole('row', { name: /Liquidation/ })).toContainText('-38.5200 USDT');
  await expect(page.getByRole('row', { name: /Funding fee/ })).toHaveCount(0);
});

test('both pages in French at 390 px, light and dark, without sideways scrolling', async ({ page, sandbox }) => {
  await contractOn(sandbox);
  await signInAs(page);
  await page.setViewportSize(phone);
  await page.goto('/tradingOrder?lang=fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Ordres de trading' })).toBeVisible();
  await expect(page.getByRole('row', { name: /BTC\/USDT/ })).toContainText('Achat');
  await expect(page.getByRole('row', { name: /ETH\/USDT/ })).toContainText(/0,40000 \(33,33\s%\)/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: shot('spot-open-390-fr-light'), fullPage: true });
  await page
    .getByRole('row', { name: /XRP\/USDT/ })
    .getByRole('button', { name: /^Annuler XRP\/USDT/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Annuler cet ordre ?' })).toContainText('1 ordre sera annulé');
  await page.screenshot({ path: shot('spot-cancel-390-fr-light') });
  await page.keyboard.press('Escape');

  await useTheme(page, 'dark');
  await page.goto('/tradingOrder?tab=history');
  await expect(page.getByRole('row', { name: /ETH\/USDT/ }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: shot('spot-history-390-fr-dark'), fullPage: true });

  await page.goto('/futuresOrder');
  await expect(page.getByRole('heading', { level: 1, name: 'Ordres à terme' })).toBeVisible();
  await expect(page.getByRole('row', { name: /ETHUSDT/ })).toContainText('Ouverture short');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: shot('futures-current-390-fr-dark'), fullPage: true });
  await page.goto('/futuresOrder?tab=bills');
  await expect(page.getByRole('row', { name: /Transfert/ }).first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Opérations' }), 'the last tab, scrolled into sight').toBeInViewport();
  await page.screenshot({ path: shot('futures-bills-390-fr-dark'), fullPage: true });
});
