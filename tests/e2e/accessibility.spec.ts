/**
 * axe-core on the public pages, in the light and the dark theme, on a desktop and a phone:
 * no serious or critical violation. The page is scanned once it has settled (its data loaded).
 */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';
import { test, expect } from './fixtures.ts';

declare const axe: { run: (context: Document) => Promise<AxeResults> };

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// The served CSP forbids inline scripts, and addScriptTag injects axe inline.
test.use({ bypassCSP: true });

const pages = [
  { path: '/', name: 'home' },
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

/** One line per offending element: rule, impact, where and how to fix. */
function describeViolations(violations: Result[]): string[] {
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) at ${n.target.join(' ')}: ${v.help}. ${n.failureSummary ?? ''}`.replace(/\s+/g, ' ')));
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeScript });
  const results = await page.evaluate(() => axe.run(document));
  return describeViolations(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'));
}

for (const theme of themes) {
  for (const screen of screens) {
    test.describe(`${theme} theme, ${screen.name}`, () => {
      test.use({ viewport: screen.viewport });

      for (const target of pages) {
        test(`${target.name} (${target.path}) has no serious or critical axe violation`, async ({ page, sandbox: _sandbox }) => {
          await page.addInitScript((mode) => localStorage.setItem('exchange-web:theme', mode), theme);
          await page.goto(target.path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          // Scan the settled page: its calls answered, no spinner left.
          await page.waitForLoadState('networkidle');
          await expect(page.locator('.ui-spinner')).toHaveCount(0);
          expect(await seriousViolations(page)).toEqual([]);
        });
      }
    });
  }
}
