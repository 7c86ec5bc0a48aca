/**
 * Where the customer is after a change: the focused element, wholly on screen and clear of every
 * sticky part (the header at the top, the download banner at the bottom).
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** What covers `element` or leaves it off screen ('' when it is wholly in sight). */
const coveredBy = (element: Element): string => {
  const rect = element.getBoundingClientRect();
  const header = document.querySelector('.layout > .header')?.getBoundingClientRect();
  const banner = document.querySelector('.layout > .download-banner')?.getBoundingClientRect();
  const where = `${Math.round(rect.top)}-${Math.round(rect.bottom)} px`;
  if (header && rect.top < header.bottom - 0.5)
    return `under the header (ends at ${Math.round(header.bottom)} px): ${where}`;
  if (banner && rect.bottom > banner.top + 0.5) return `under the banner (from ${Math.round(banner.top)} px): ${where}`;
  if (rect.top < 0 || rect.bottom > window.innerHeight) return `off screen: ${where}`;
  return '';
};

/** `target` has the focus and is wholly in sight, covered by no sticky part. */
export async function expectFocusedInSight(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  await expect.poll(() => target.evaluate(coveredBy)).toBe('');
}

/** Whatever has the focus is wholly in sight, covered by no sticky part; returns it. */
export async function expectFocusInSight(page: Page): Promise<Locator> {
  const focused = page.locator('*:focus');
  await expect(focused).toHaveCount(1);
  await expect.poll(() => focused.evaluate(coveredBy)).toBe('');
  return focused;
}

/**
 * Presses Tab (Shift+Tab with `back`) until the focus is on `target` or inside it, as a keyboard-only
 * customer does; fails after `most` presses.
 */
export async function tabTo(page: Page, target: Locator, { back = false, most = 80 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element.contains(document.activeElement))) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${most} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach ${String(target)}`);
}
