/**
 * The site header in the browser: what a visitor and a signed-in customer see, the announcement
 * popover, the feature switches of a served site-config, the currency selector and the side
 * menu of the mobile layout.
 */
import type { APIRequestContext } from '@playwright/test';
import { axeViolations, useTheme } from './axe.ts';
import { test, expect } from './fixtures.ts';
import { signInAs } from './session.ts';

interface RouteEntry {
  path: string;
  feature?: string;
}
interface ServedConfig {
  features: Record<string, boolean>;
  routes: RouteEntry[];
  environments: { active: string; hosts: Record<string, Record<string, string>> };
}

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };
const shot = (name: string) => `test-results/header-${name}.png`;

async function servedConfig(request: APIRequestContext): Promise<ServedConfig> {
  const answer = await request.get('/site.json');
  expect(answer.ok()).toBe(true);
  return answer.json();
}

/** Whether the app routes the path: the route table has it, and its feature switch (if any) is on. */
const hasRoute = (config: ServedConfig, path: string) =>
  config.routes.some((r) => r.path === path && (!r.feature || config.features[r.feature]));

test.describe('desktop', () => {
  test.use({ viewport: desktop });

  test('a visitor sees the brand, the nav and Log in only once its page is routed', async ({
    page,
    request,
    sandbox: _sandbox,
  }) => {
    const config = await servedConfig(request);
    await page.goto('/about');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Lumen Exchange, home page' })).toHaveAttribute('href', '/');
    const spot = banner.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Spot trading/ });
    await expect(spot).toHaveAttribute('href', config.environments.hosts[config.environments.active].tradeSite);
    await expect(spot).toHaveAttribute('target', '_blank');
    await expect(spot).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(banner.getByRole('button', { name: 'Display currency: NGN' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Download' })).toBeVisible();
    const login = banner.getByRole('link', { name: 'Log in' });
    if (hasRoute(config, '/user/login')) await expect(login).toHaveAttribute('href', '/user/login?return=%2Fabout');
    else await expect(login).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'Register' })).toHaveCount(
      hasRoute(config, '/user/register') ? 1 : 0,
    );
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: shot('desktop-signed-out') });
  });

  test('the announcement popover lists the latest five and closes with Escape', async ({ page, sandbox }) => {
    await page.goto('/');
    const bell = page.getByRole('button', { name: 'Announcements' });
    await bell.click();
    const popover = page.getByRole('dialog', { name: 'Latest announcements' });
    await expect(popover.getByRole('listitem')).toHaveCount(5);
    await expect(popover.getByRole('listitem').first()).toContainText(
      'Scheduled wallet maintenance for the TRON (TRC20) network',
    );
    await expect(popover.getByText('Hot', { exact: true }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(bell).toBeFocused();
    expect((await sandbox.read<Record<string, number>>('calls')).announcementGetAppLatestAnnouncement).toBe(1);
  });

  test('a served config switches nav links: contract adds Futures, trade off removes spot trading', async ({
    page,
    request,
    sandbox,
  }) => {
    const config = await servedConfig(request);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await sandbox.set('site-config', { config: { ...config, features: { ...config.features, contract: true } } });
    await page.goto('/');
    await expect(nav.getByRole('link', { name: /Futures/ })).toHaveAttribute(
      'href',
      config.environments.hosts[config.environments.active].futuresSite,
    );
    await expect(nav.getByRole('link', { name: /Spot trading/ })).toBeVisible();
    await sandbox.set('site-config', {
      config: { ...config, features: { ...config.features, contract: true, trade: false } },
    });
    await page.reload();
    await expect(nav.getByRole('link', { name: /Futures/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: /Spot trading/ })).toHaveCount(0);
  });

  test('a signed-in customer sees the email and works the Account menu with the keyboard', async ({
    page,
    sandbox: _sandbox,
  }) => {
    await signInAs(page);
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByText('de***@example.com')).toBeVisible();
    const account = banner.getByRole('button', { name: 'Account' });
    await account.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const first = menu.getByRole('menuitem').first();
    await expect(first).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
    await page.screenshot({ path: shot('desktop-signed-in-account-menu'), animations: 'disabled' });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(account).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('menu')).toBeHidden();
  });

  test('the currency selector changes the shown code and says so', async ({ page, sandbox: _sandbox }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Display currency: NGN' }).click();
    await page.getByRole('dialog', { name: 'Show prices in' }).getByRole('button', { name: 'EUR' }).click();
    await expect(page.getByRole('button', { name: 'Display currency: EUR' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Prices now show in EUR.' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Display currency: EUR' })).toBeVisible();
  });

  test('the header sticks to the top after 60px of scroll without moving the page', async ({
    page,
    sandbox: _sandbox,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('row', { name: /BTC\/USDT/ })).toBeVisible();
    const header = page.getByRole('banner');
    const mainTop = async () => page.locator('main').evaluate((m) => m.getBoundingClientRect().top + window.scrollY);
    const before = await mainTop();
    await expect(header).not.toHaveClass(/header--fixed/);
    await page.mouse.wheel(0, 300);
    await expect(header).toHaveCSS('position', 'sticky');
    await expect(header).toHaveClass(/header--fixed/);
    expect(await mainTop()).toBe(before);
    await expect(header).toBeInViewport();
  });
});

test.describe('phone', () => {
  test.use({ viewport: phone });

  test('the nav and menus move into a side menu', async ({ page, sandbox: _sandbox }) => {
    await signInAs(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    const open = page.getByRole('button', { name: 'Open the menu' });
    await open.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByText('de***@example.com')).toBeVisible();
    await expect(menu.getByRole('link', { name: /Spot trading/ })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();
    await page.screenshot({ path: shot('mobile-side-menu'), animations: 'disabled' });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`a visitor's side menu, Log in and Register included, is readable in the ${theme} theme`, async ({
      page,
      sandbox: _sandbox,
    }) => {
      await useTheme(page, theme);
      await page.goto('/');
      await page.getByRole('button', { name: 'Open the menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: 'Log in' })).toBeVisible();
      await page.screenshot({ path: shot(`mobile-side-menu-visitor-${theme}`), animations: 'disabled' });
      expect((await axeViolations(page)).filter((line) => line.startsWith('color-contrast'))).toEqual([]);
    });
  }
});
