/**
 * /flashPair in the browser: a conversion through an expired quote, refreshed and completed; a
 * failed one that takes nothing; and, with the flash pair and earn switches off, no page and no link.
 */
import Decimal from 'decimal.js';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { withFlashAndEarn } from './flash-earn-config.ts';
import { signInAs } from './session.ts';

test.use({ bypassCSP: true });

const shot = (name: string) => `test-results/flash-exchange/${name}.png`;

/** An amount as the page writes it in English at 4 places: 9,500.0000 USDT. */
const usdt = (amount: Decimal) => {
  const [whole, places] = amount.toFixed(4).split('.');
  return `${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${places} USDT`;
};

async function availableUsdt(page: Page): Promise<Decimal> {
  const hint = await page.getByText(/Available: [\d,.]+ USDT/).textContent();
  return new Decimal(/Available: ([\d,.]+) USDT/.exec(hint!)![1].replaceAll(',', ''));
}

test('a conversion through an expired quote is refreshed, confirmed and completed; a failed one takes nothing', async ({
  page,
  sandbox,
}) => {
  await sandbox.set('site-config', { config: withFlashAndEarn(true) });
  await page.clock.install();
  await signInAs(page);
  await page.goto('/flashPair?from=USDT&to=BTC');
  await expect(page.getByRole('heading', { level: 1, name: 'Flash exchange' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Earn' })).toHaveAttribute('href', '/financial');
  await nav.getByRole('button', { name: 'Trade' }).click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([/Spot trading/, 'Flash exchange']);
  await page.keyboard.press('Escape');

  const amount = page.getByLabel('Amount to convert');
  const before = await availableUsdt(page);
  await amount.fill('500');
  await expect(page.getByText('This quote holds for')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The quote runs out by the page's clock; the next one is priced 3% off, and the page says so.
  await sandbox.set('flash-price', { movePercent: 3 });
  await page.clock.fastForward(13_000);
  await expect(page.getByText('This quote has expired. Refresh it to see the current rate.')).toBeVisible();
  await page.getByRole('button', { name: 'Refresh quote' }).click();
  await expect(
    page.locator('.flash-quote').getByText(/The rate moved \+[\d.]+\s?% since your last quote/),
  ).toBeVisible();
  await page.screenshot({ path: shot('refreshed-quote') });
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  const review = page.getByRole('dialog', { name: 'Review your conversion' });
  await expect(review).toContainText('500.0000 USDT');
  await review.getByRole('button', { name: 'Confirm conversion' }).click();
  await expect(page.getByText('Converting at the quoted price')).toBeVisible();
  await sandbox.set('clock', { advanceMs: 2_000 });

  const done = page.getByRole('status', { name: /Conversion complete/ });
  await expect(done).toContainText(/You converted 500\.0000\sUSDT into [\d.]+\sBTC\./);
  const after = before.minus(500);
  await expect(done.locator('.flash-outcome__balances')).toContainText(usdt(after));
  // The newest conversion heads the list.
  const newest = page.locator('#conversions tbody tr').first();
  await expect(newest).toContainText(/500\.0000\sUSDT.*Completed/);

  await sandbox.set('flash-orders', { outcome: 'failed', count: 1 });
  await done.getByRole('button', { name: 'New conversion' }).click();
  await amount.fill('300');
  await expect(page.getByText('This quote holds for')).toBeVisible();
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  await review.getByRole('button', { name: 'Confirm conversion' }).click();
  await expect(page.getByText('Converting at the quoted price')).toBeVisible();
  await sandbox.set('clock', { advanceMs: 2_000 });
  const failed = page.getByRole('status', { name: /Conversion failed/ });
  await expect(failed).toContainText(
    'The conversion of 300.0000 USDT could not be completed. Nothing was taken from your balance.',
  );
  await expect(failed.locator('.flash-outcome__balances')).toContainText(usdt(after));
  await expect(newest).toContainText(/300\.0000\sUSDT.*Failed/);
  await page.screenshot({ path: shot('failed'), fullPage: true });
});

test('with the flash pair and earn switches off, their pages are not found and their links are gone', async ({
  page,
  sandbox: _sandbox,
}) => {
  await signInAs(page);
  for (const path of ['/flashPair', '/financial', '/financial/order']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  }
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: /Spot trading/ })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Trade' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Flash exchange' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Earn' })).toHaveCount(0);
});
