import { test, expect } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { scrollToFooter } from './scrolling.ts';

const header = (page: Page) => page.getByRole('banner');
const footer = (page: Page) => page.getByRole('contentinfo');
const downloadBanner = (page: Page) => page.getByRole('complementary', { name: 'Get the app' });
const weChat =
  'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/107.0 Mobile Safari/537.36 MicroMessenger/8.0.34.2340 WeChat/arm64';

test('an ordinary visit shows header, footer and the download banner', async ({ page, sandbox: _sandbox }) => {
  await page.goto('/');
  await expect(header(page)).toBeVisible();
  await expect(downloadBanner(page)).toBeVisible();
  await scrollToFooter(page);
  await expect(footer(page)).toBeVisible();
  await expect(page.locator('.layout')).toHaveAttribute('data-layout', 'desktop');
});

test('app mode (?from=app) hides header, footer and download banner, and stays on for the next page', async ({
  page,
  sandbox: _sandbox,
}) => {
  await page.goto('/?from=app');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(header(page)).toHaveCount(0);
  await expect(footer(page)).toHaveCount(0);
  await expect(downloadBanner(page)).toHaveCount(0);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'lumen_source')?.value).toBe('app');
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(header(page)).toHaveCount(0);
  await expect(footer(page)).toHaveCount(0);
});

test('/download hides the footer and the download banner', async ({ page, sandbox: _sandbox }) => {
  await page.goto('/download');
  await expect(page.getByRole('heading', { level: 1, name: 'Get the Lumen Exchange app' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Download for Android' })).toBeVisible();
  await expect(header(page)).toBeVisible();
  await expect(footer(page)).toHaveCount(0);
  await expect(downloadBanner(page)).toHaveCount(0);
});

test('the download banner closes and stays closed after a reload', async ({ page, sandbox: _sandbox }) => {
  await page.goto('/');
  await expect(downloadBanner(page).getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', '/download');
  await downloadBanner(page).getByRole('button', { name: 'Close the app invitation' }).click();
  await expect(downloadBanner(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scrollToFooter(page);
  await expect(footer(page)).toBeVisible();
  await expect(downloadBanner(page)).toHaveCount(0);
});

test('a WeChat browser is sent to /download', async ({ browser, sandbox: _sandbox }) => {
  const context = await browser.newContext({ userAgent: weChat });
  const page = await context.newPage();
  await page.goto('/about');
  await expect(page).toHaveURL(/\/download$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Get the Lumen Exchange app' })).toBeVisible();
  await context.close();
});

test('the mobile layout applies at 390x844, without sideways scrolling', async ({ page, sandbox: _sandbox }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.locator('.layout')).toHaveAttribute('data-layout', 'mobile');
  await expect(page.getByRole('row', { name: /BTC\/USDT/ })).toBeVisible();
  await scrollToFooter(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.locator('.layout')).toHaveAttribute('data-layout', 'desktop');
});

test("the footer's contact lines fall back to the brand's addresses when the contact call fails", async ({
  page,
  sandbox,
}) => {
  // The app's own call: the page comes as the shell, so the browser asks for the contact lines.
  await sandbox.set('render', { on: false });
  await sandbox.set('answer-code', { operationId: 'commonSettingGetContactUs', code: 77123, count: 5 });
  await page.goto('/');
  await scrollToFooter(page);
  const contact = footer(page).locator('address');
  await expect(contact).toContainText('Business cooperation: business@lumen.exchange.example');
  await expect(contact).toContainText('Customer support: support@lumen.exchange.example');
  await expect(contact.getByRole('link', { name: 'support@lumen.exchange.example' })).toHaveAttribute(
    'href',
    'mailto:support@lumen.exchange.example',
  );
  // The brand's social links stay.
  await expect(footer(page).getByRole('link', { name: 'Lumen Exchange on Telegram' })).toBeVisible();
});

test("the footer shows the contact call's lines and the server's link groups", async ({ page, sandbox: _sandbox }) => {
  await page.goto('/');
  await scrollToFooter(page);
  const contact = footer(page).locator('address');
  await expect(contact).toContainText('Business cooperation: business@sandbox-exchange.example');
  await expect(
    footer(page).getByRole('navigation', { name: 'About' }).getByRole('link', { name: 'About us' }),
  ).toHaveAttribute('href', '/about');
  await expect(footer(page).getByText('© 2024 Lumen Exchange. All rights reserved.')).toBeVisible();
  await footer(page)
    .getByRole('navigation', { name: 'Explore' })
    .getByRole('link', { name: 'Download the app' })
    .click();
  await expect(page).toHaveURL(/\/download$/);
});
