/**
 * /markets and /rate in the browser: the view kept in the address, live prices on the sandbox
 * clock, favourites kept by the server, the signed-out star, the futures switch, the converter.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { SiteConfig } from '../../src/config/site-config.schema.ts';
import { seriousViolations, useTheme } from './axe.ts';
import { test, expect } from './fixtures.ts';
import { demo, signInAs } from './session.ts';

test.use({ bypassCSP: true });

const withContract = (): SiteConfig => {
  const config: SiteConfig = JSON.parse(readFileSync('site-config/site.json', 'utf8'));
  config.features.contract = true;
  return config;
};

const list = (page: Page) => page.getByRole('tabpanel').getByRole('table').first();
const row = (page: Page, pair: string) =>
  list(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${pair.replace('/', '\\/')}\\b`) }) });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search markets' });
const changeHeader = (page: Page) => page.getByRole('columnheader', { name: /24h change/ });

test('the view survives a reload, prices move with the clock, and a favourite is kept after signing in from the star', async ({
  page,
  sandbox,
}) => {
  // One long journey instead of several short ones: each would pay for its own loads and sign-in.
  test.setTimeout(45_000);
  // The page's timers on Playwright's clock, so the next price poll is brought on instead of waited for.
  await page.clock.install();
  await page.goto('/markets');
  await expect(row(page, 'BTC/USDT')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A price moves when the sandbox clock does, and the next poll shows it.
  const price = row(page, 'BTC/USDT').locator('[data-column="price"] .figure');
  await expect(price).toHaveText(/^[\d,]+\.\d+$/);
  const before = await price.textContent();
  await sandbox.set('clock', { advanceMs: 3 * 60 * 60 * 1000 });
  // Past the live prices' poll (5 s, src/data/markets.ts).
  await page.clock.runFor(6_000);
  await expect(price).not.toHaveText(before!);

  // Tab, search and sort go into the address and come back from it.
  await page.getByRole('tab', { name: /^BTC/ }).click();
  await search(page).fill('sol');
  await expect(page).toHaveURL(/[?&]q=sol/);
  await changeHeader(page).getByRole('button').click();
  await changeHeader(page).getByRole('button').click();
  await expect(page).toHaveURL('/markets?tab=BTC&q=sol&sort=change:desc');
  await page.reload();
  await expect(page.getByRole('tab', { name: /^BTC/ })).toHaveAttribute('aria-selected', 'true');
  await expect(search(page)).toHaveValue('sol');
  await expect(changeHeader(page)).toHaveAttribute('aria-sort', 'descending');
  await expect(list(page).getByRole('rowheader')).toHaveCount(1);
  await expect(row(page, 'SOL/BTC')).toBeVisible();

  // Signed out, the star leads to the login page, which comes back to this view.
  await row(page, 'SOL/BTC').getByRole('link', { name: 'Sign in to add SOL/BTC to your favourites' }).click();
  await expect(page).toHaveURL(/\/user\/login\?return=/);
  await page.getByLabel('Email address').fill(demo.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL('/markets?tab=BTC&q=sol&sort=change:desc');

  // Signed in, the star keeps the market as a favourite, on the server.
  const star = row(page, 'SOL/BTC').getByRole('button', { name: 'Favourite SOL/BTC' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  // The star is busy until the customer's favourites have loaded.
  await expect(star).not.toHaveAttribute('aria-busy', 'true');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  // A fresh load of the Favourites tab asks the server again.
  await page.goto('/markets?tab=favorites');
  const kept = row(page, 'SOL/BTC').getByRole('button', { name: 'Favourite SOL/BTC' });
  await expect(kept).toHaveAttribute('aria-pressed', 'true');
  await kept.click();
  await expect(row(page, 'SOL/BTC')).toHaveCount(0);
  await page.reload();
  await expect(row(page, 'BTC/USDT')).toBeVisible();
  await expect(row(page, 'SOL/BTC')).toHaveCount(0);
});

test('a favourite starred or un-starred just before a reload or a navigation is kept, spot and futures', async ({
  page,
  sandbox,
}) => {
  await sandbox.set('site-config', { config: withContract() });
  await signInAs(page);
  const calls = async (operationId: string) => (await sandbox.read<Record<string, number>>('calls'))[operationId] ?? 0;
  const ready = async (star: ReturnType<Page['getByRole']>) => {
    await expect(star).toBeVisible();
    await expect(star).not.toHaveAttribute('aria-busy', 'true');
  };

  // Changed, and the page reloaded at once, before the call could have answered: the call still reaches the
  // exchange (BTC/USDT starts starred), and the page shows the change once it has.
  await page.goto('/markets');
  const spot = () => row(page, 'BTC/USDT').getByRole('button', { name: 'Favourite BTC/USDT' });
  await ready(spot());
  await expect(spot()).toHaveAttribute('aria-pressed', 'true');
  await spot().click();
  await page.reload();
  await expect.poll(() => calls('userTransactionAddOrDelete')).toBe(1);
  await page.reload();
  await ready(spot());
  await expect(spot()).toHaveAttribute('aria-pressed', 'false');
  // Changed back, and away at once to the favourites.
  await spot().click();
  await page.goto('/markets?tab=favorites');
  await expect.poll(() => calls('userTransactionAddOrDelete')).toBe(2);
  await page.reload();
  await expect(row(page, 'BTC/USDT')).toBeVisible();

  // The same for a futures contract.
  await page.goto('/markets?tab=futures');
  const contract = list(page)
    .getByRole('button', { name: /^Favourite / })
    .first();
  await ready(contract);
  const name = (await contract.getAttribute('aria-label'))!;
  const starred = await contract.getAttribute('aria-pressed');
  const changes = async () => (await calls('accountAddToFavorites')) + (await calls('accountRemoveFavorites'));
  await contract.click();
  await page.reload();
  await expect.poll(changes).toBe(1);
  await page.reload();
  await ready(page.getByRole('button', { name }));
  await expect(page.getByRole('button', { name })).not.toHaveAttribute('aria-pressed', starred!);
});

test('the Futures tab appears only with the contract switch on, with each contract’s best bid and ask', async ({
  page,
  sandbox,
}) => {
  await page.goto('/markets');
  await expect(page.getByRole('tab', { name: 'Favourites' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Futures' })).toHaveCount(0);

  await sandbox.set('site-config', { config: withContract() });
  await page.setViewportSize({ width: 390, height: 844 });
  await useTheme(page, 'dark');
  await page.goto('/markets?tab=futures');
  await expect(page.getByRole('tab', { name: 'Futures' })).toHaveAttribute('aria-selected', 'true');
  const first = list(page).getByRole('row').nth(1);
  await expect(first.locator('[data-column="bid"] .figure')).toHaveText(/^[\d,]+\.\d+$/);
  await expect(first.locator('[data-column="ask"] .figure')).toHaveText(/^[\d,]+\.\d+$/);
  expect(await seriousViolations(page)).toEqual([]);
});

/** The converter's two fields and the rate it shows, as numbers written in the page's language. */
function converter(page: Page) {
  const box = page.getByRole('region', { name: /Converter|Convertisseur/ });
  return {
    box,
    coin: box.getByRole('textbox').first(),
    fiat: box.getByRole('textbox').nth(1),
    rate: box.locator('.rates-converter__rate .figure'),
  };
}

test('the converter works both ways, in English and in French', async ({ page, sandbox: _sandbox }) => {
  await page.goto('/rate');
  const en = converter(page);
  await expect(en.rate).toHaveText(/^[\d,]+\.\d{2}/);
  // The rate as shown now: the market moves, and the app refreshes what the page was rendered with.
  const enPrice = async () => (await en.rate.textContent())!.replace(/[^\d.]/g, '');
  expect(await seriousViolations(page)).toEqual([]);
  await en.coin.fill('3');
  await expect
    .poll(async () => centsOffTriple(await en.fiat.inputValue(), await enPrice(), '.'))
    .toBeLessThanOrEqual(shownRateSlack);
  await en.fiat.fill(await enPrice());
  await expect(en.coin).toHaveValue(/^(1(\.0*1?)?|0\.9{6,}\d*)$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await useTheme(page, 'dark');
  await page.goto('/rate?lang=fr');
  const fr = converter(page);
  await expect(fr.rate).toHaveText(/^[\d\s  ]+,\d{2}/);
  const frPrice = async () => (await fr.rate.textContent())!.replace(/[^\d,]/g, '');
  await fr.coin.fill('3');
  await expect
    .poll(async () => centsOffTriple(await fr.fiat.inputValue(), await frPrice(), ','))
    .toBeLessThanOrEqual(shownRateSlack);
  await fr.fiat.fill(await frPrice());
  await expect(fr.coin).toHaveValue(/^(1(,0*1?)?|0,9{6,}\d*)$/);
  expect(await seriousViolations(page)).toEqual([]);
});

/**
 * The rate is shown at two decimals, and the converter works at the full price (a naira price
 * can have more): three coins come to three times the shown rate within three cents of rounding,
 * and one more for the answer's own; the shown rate as money comes to one coin, or a hair under
 * or over it at eight decimals.
 */
const shownRateSlack = 4;

/** How many cents a written value (`point` its decimal mark, no grouping) is off three times a shown price with two decimals. */
function centsOffTriple(value: string, shownPrice: string, point: string): number {
  const [whole, fraction = ''] = value.split(point);
  if (!/^\d+$/.test(whole) || !/^\d{0,2}$/.test(fraction)) return Number.POSITIVE_INFINITY;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  const off = cents - BigInt(shownPrice.replace(/[.,]/, '')) * 3n;
  return Number(off < 0n ? -off : off);
}
