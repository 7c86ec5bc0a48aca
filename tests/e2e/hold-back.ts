/**
 * Holds back every request for `url` until the returned function is called, as a slow network
 * would (the app's code still on its way, site.json not come yet).
 */
import type { Page } from '@playwright/test';

export async function holdBack(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
