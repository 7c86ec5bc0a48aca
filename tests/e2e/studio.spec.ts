/**
 * The operators' studio (`npm run studio`), as an operator uses it, on a copy of site.json: rebrand,
 * switch on the flash exchange, reorder the home page, be refused a bad host, fix it and save.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { execFileSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { test, expect, type FrameLocator, type Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { builtApp as dist, copySiteConfig, root, startStudio, stop } from './processes.ts';

let studio: ChildProcess | undefined;
let studioUrl = '';
let file = '';

test.beforeAll(async () => {
  test.setTimeout(60_000);
  file = copySiteConfig();
  ({ child: studio, url: studioUrl } = await startStudio(file));
});
test.afterAll(() => stop(studio));

test.use({ viewport: { width: 1440, height: 900 } });

// The frames reload after each served draft: a read during a reload counts as not yet.
const primaryOf = (frame: FrameLocator) =>
  frame
    .locator('html')
    .evaluate((html) => getComputedStyle(html).getPropertyValue('--brand-primary').trim())
    .catch(() => null);

const sectionsOf = (frame: FrameLocator) =>
  frame
    .locator('[data-section]')
    .evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-section')))
    .catch(() => null);

async function openPanel(page: Page, title: string) {
  await page.getByRole('navigation', { name: 'Panels' }).getByRole('button', { name: title }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

test('an operator rebrands, switches on the flash exchange, reorders the home page and saves a file that checks', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const original = JSON.parse(readFileSync(file, 'utf8'));
  await page.goto(studioUrl);
  const desktop = page.frameLocator('iframe[title="Desktop preview"]');
  const phone = page.frameLocator('iframe[title="390 px preview"]');
  await expect(desktop.locator('[data-section="banner"]')).toBeVisible({ timeout: 20_000 });
  await expect(phone.locator('[data-section="banner"]')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The primary colour, in both frames.
  await page.getByRole('textbox', { name: 'Primary', exact: true }).fill('#7c3aed');
  await expect(page.getByRole('list', { name: 'Primary: contrast' }).first()).toContainText('5.44:1 on page ✓');
  await expect.poll(() => primaryOf(desktop), { timeout: 15_000 }).toBe('#7c3aed');
  await expect.poll(() => primaryOf(phone)).toBe('#7c3aed');

  // The flash exchange: its nav link under Trade, and its route.
  await openPanel(page, 'Features');
  await page.getByRole('checkbox', { name: 'Flash pair' }).check();
  await expect(page.getByText('/flashPair', { exact: true })).toBeVisible();
  // The frames reload after the draft is served: open the menu once the new nav is there.
  await expect(async () => {
    await desktop.getByRole('button', { name: 'Trade', exact: true }).press('ArrowDown', { timeout: 2000 });
    await expect(desktop.getByRole('menuitem', { name: 'Flash exchange' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('combobox', { name: 'Route' }).fill('/flashPair');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(desktop.getByRole('heading', { level: 1, name: 'Flash exchange' })).toBeVisible({ timeout: 15_000 });
  await expect(phone.getByRole('heading', { level: 1, name: 'Flash exchange' })).toBeVisible();

  // Two home sections swap places, from the keyboard.
  await page.getByRole('combobox', { name: 'Route' }).fill('/');
  await page.getByRole('button', { name: 'Open' }).click();
  await openPanel(page, 'Home sections');
  await page.getByRole('button', { name: /^Move advancedTrading/ }).press('ArrowUp');
  await expect(page.getByRole('button', { name: 'Move advancedTrading, position 5 of 8' })).toBeFocused();
  await expect
    .poll(() => sectionsOf(desktop), { timeout: 15_000 })
    .toEqual(['banner', 'marketTrend', 'advancedTrading', 'features', 'appDownload', 'startUse']);
  await expect
    .poll(() => sectionsOf(phone))
    .toEqual(['banner', 'marketTrend', 'advancedTrading', 'features', 'appDownload', 'startUse']);

  // A host that is no URL is refused on its field, and nothing can be saved until it is fixed.
  await openPanel(page, 'Environments and hosts');
  await page.getByRole('button', { name: 'prod' }).click();
  const host = page.getByRole('textbox', { name: 'Exchange', exact: true });
  await host.fill('www.lumen example');
  await expect(host).toHaveAttribute('aria-invalid', 'true');
  await expect(host).toHaveAccessibleDescription(/must be an absolute http\(s\) URL or a path starting with \//);
  await expect(page.getByRole('region', { name: 'Problems' })).toContainText('environments.hosts.prod.exchange');
  await expect(page.getByRole('button', { name: 'Save…' })).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);
  await host.fill('https://www.lumen.exchange.example');
  await expect(host).not.toHaveAttribute('aria-invalid');

  // Saving shows what changes against the file on disk, then writes it.
  await page.getByRole('button', { name: 'Save…' }).click();
  const review = page.getByRole('dialog', { name: /^Save / });
  await expect(review.getByRole('row')).toHaveCount(5);
  for (const key of ['brand.colors.primary', 'features.flashPair', 'environments.hosts.prod.exchange'])
    await expect(review.getByRole('rowheader', { name: key })).toBeVisible();
  // The move is one row, in places, named as the Home sections panel names the section.
  await expect(review.getByRole('row', { name: 'Advanced trading (home.sections[4]) 6th 5th' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await review.getByRole('button', { name: 'Write the file' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  const expected = structuredClone(original);
  expected.brand.colors.primary = '#7c3aed';
  expected.features.flashPair = true;
  [expected.home.sections[4], expected.home.sections[5]] = [expected.home.sections[5], expected.home.sections[4]];
  expected.environments.hosts.prod.exchange = 'https://www.lumen.exchange.example';
  const saved = readFileSync(file, 'utf8');
  expect(saved).toBe(`${JSON.stringify(expected, null, 2)}\n`);
  expect(
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/config-check.ts', file], {
      cwd: root,
      encoding: 'utf8',
    }),
  ).toContain(': OK');
});

test('the built app holds no studio code', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) =>
      statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)],
    );
  const built = files(join(root, dist)).filter((path) => /\.(js|css|html)$/.test(path));
  expect(built.length).toBeGreaterThan(10);
  for (const path of built) {
    const text = readFileSync(path, 'utf8');
    expect(text, path).not.toContain('__studio');
    expect(text, path).not.toContain('exchange-web studio');
  }
});
