/** Scrolling as a visitor does: content below the first screen is made as they come near it. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Scrolls down, a screen at a time, until the page's footer is there. */
export async function scrollToFooter(page: Page): Promise<void> {
  const footer = page.getByRole('contentinfo');
  await expect(async () => {
    await page.mouse.wheel(0, 900);
    await expect(footer).toBeAttached({ timeout: 300 });
  }).toPass({ timeout: 15_000 });
  await footer.scrollIntoViewIfNeeded();
}
