/** The app's takeover of a page the server rendered (src/app/main.tsx), as a test waits for it. */
import type { Page } from '@playwright/test';

/** Settles once React has taken over the page's heading (it marks each element it hydrates). */
export const tookOver = (page: Page): Promise<unknown> =>
  page.waitForFunction(() =>
    Object.keys(document.querySelector('main h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
  );

/**
 * Settles once React has taken over the parts below the first screen the server drew (the footer,
 * the home page's later sections), which it does once their chunks and texts are in.
 */
export const belowTookOver = (page: Page): Promise<unknown> =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('footer, .home__slot > :first-child')].every((part) =>
      Object.keys(part).some((key) => key.startsWith('__reactFiber')),
    ),
  );
