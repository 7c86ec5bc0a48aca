/**
 * An operator moves two pages in the route table, a money page (withdraw) and a content page (the
 * help centre), and changes nothing else: the header, footer, menus and in-page links lead to the
 * new addresses, sign-in comes back to them, and the old addresses are not found.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect } from './fixtures.ts';
import { demo, signInAs } from './session.ts';

const shipped = resolve(import.meta.dirname, '../../site-config/site.json');
const moved: Record<string, string> = { '/assets/withdraw': '/wallet/send', '/help': '/support' };

function renamedRoutes(): Record<string, unknown> {
  const config = JSON.parse(readFileSync(shipped, 'utf8'));
  config.routes = config.routes.map((route: { path: string }) => ({ ...route, path: moved[route.path] ?? route.path }));
  return config;
}

test.beforeEach(async ({ sandbox }) => {
  await sandbox.set('site-config', { config: renamedRoutes() });
});

test('the footer and the help pages lead to the moved help centre, and its old address is not found', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const help = footer.getByRole('navigation', { name: 'Explore' }).getByRole('link', { name: 'Help centre' });
  await expect(help).toHaveAttribute('href', '/support');
  await help.click();
  await expect(page).toHaveURL('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();

  await page
    .getByRole('main')
    .getByRole('link', { name: /Deposits and withdrawals/ })
    .first()
    .click();
  await expect(page).toHaveURL('/help/list?category=12');
  await page.getByRole('navigation', { name: 'Where you are' }).getByRole('link', { name: 'Help centre' }).click();
  await expect(page).toHaveURL('/support');

  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a signed-out visit to the moved withdraw page signs in and comes back to it', async ({ page }) => {
  await page.goto('/wallet/send?coin=BTC');
  await expect(page).toHaveURL('/user/login?return=%2Fwallet%2Fsend%3Fcoin%3DBTC');
  await page.getByLabel('Email address').fill(demo.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL('/wallet/send?coin=BTC');
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
});

test('the Assets menus and the assets pages lead to the moved withdraw page', async ({ page }) => {
  await signInAs(page);
  await page.goto('/assets/digitalCurrency');
  await page.getByRole('banner').getByRole('button', { name: 'Assets' }).click();
  const withdraw = page.getByRole('menu').getByRole('menuitem', { name: 'Withdraw' });
  await expect(withdraw).toHaveAttribute('href', '/wallet/send');
  await withdraw.click();
  await expect(page).toHaveURL('/wallet/send');
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Assets pages' }).getByRole('link', { name: 'Balances' }).click();
  const btc = page.getByRole('row', { name: /^BTC\b/ });
  await btc.getByRole('link', { name: 'Withdraw BTC' }).click();
  await expect(page).toHaveURL('/wallet/send?coin=BTC');
  await expect(
    page.getByRole('navigation', { name: 'Assets pages' }).getByRole('link', { name: 'Withdraw' }),
  ).toHaveAttribute('href', '/wallet/send');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('region', { name: 'Assets' }).getByRole('link', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL('/wallet/send');
  await page.screenshot({ path: 'test-results/renamed-routes/withdraw-390.png' });
});
