/**
 * axe-core on the public pages, in the light and the dark theme, on a desktop and a phone:
 * no serious or critical violation. The page is scanned once it has settled (its data loaded).
 */
import { seriousViolations, useTheme } from './axe.ts';
import { test, expect } from './fixtures.ts';
import { scrollToFooter } from './scrolling.ts';

// The served CSP forbids inline scripts, and addScriptTag injects axe inline.
test.use({ bypassCSP: true });

const pages = [
  // Home's later sections and footer are made as the visitor scrolls: the scan covers them all.
  { path: '/', name: 'home', scroll: true },
  { path: '/error/404', name: 'not found' },
  { path: '/no/such/page', name: 'an unknown address' },
  { path: '/about', name: 'about' },
  { path: '/download', name: 'download' },
];
const themes = ['light', 'dark'] as const;
const screens = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

for (const theme of themes) {
  for (const screen of screens) {
    test.describe(`${theme} theme, ${screen.name}`, () => {
      test.use({ viewport: screen.viewport });

      for (const target of pages) {
        test(`${target.name} (${target.path}) has no serious or critical axe violation`, async ({
          page,
          sandbox: _sandbox,
        }) => {
          await useTheme(page, theme);
          await page.goto(target.path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          if ('scroll' in target) await scrollToFooter(page);
          // Scan the settled page: its calls answered, no spinner left.
          await page.waitForLoadState('networkidle');
          await expect(page.locator('.ui-spinner')).toHaveCount(0);
          expect(await seriousViolations(page)).toEqual([]);
        });
      }
    });
  }
}
