/** The app's takeover of a page the server rendered (src/app/main.tsx), as a test waits for it. */
import type { Page } from '@playwright/test';

/** Settles once React has taken over the page's heading (it marks each element it hydrates). */
export const tookOver = (page: Page): Promise<unknown> =>
  page.waitForFunction(() =>
    Object.keys(document.querySelector('main h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
  );

/** Settles once React has taken over the footer the server drew, which it does once its chunk and texts are in. */
export const footerTookOver = (page: Page): Promise<unknown> =>
  page.waitForFunction(() =>
    Object.keys(document.querySelector('footer') ?? {}).some((key) => key.startsWith('__reactFiber')),
  );
