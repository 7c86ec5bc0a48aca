/**
 * A slow network in the browser tests: a request held back until the test lets it go (the app's
 * code still on its way, site.json not come yet), and the paths the page has asked for meanwhile.
 */
import type { Page } from '@playwright/test';

/** The app's own code, the start-up chunk that index.html preloads. */
export const appCode = /\/assets\/start-[^/]+\.js$/;

/** The path of every request the page makes from now on, in order, as they are made. */
export function requestedPaths(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  return asked;
}

const holding = new WeakSet<Page>();

/** Whether the test holds back some of the page's files (the app then takes its time to start). */
export const codeHeldBack = (page: Page): boolean => holding.has(page);

/** Holds back every request for `url` until the returned function is called. */
export async function holdBack(page: Page, url: string | RegExp): Promise<() => void> {
  holding.add(page);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
