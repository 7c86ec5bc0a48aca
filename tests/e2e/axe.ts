/** axe-core in the browser tests: the serious and critical violations of the page as it is now. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';

declare const axe: { run: (context: Document, options?: RunOptions) => Promise<AxeResults> };

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeSource: string | null = null;

/** One line per offending element: rule, impact, where and how to fix. */
function describeViolations(violations: Result[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((n) =>
      `${v.id} (${v.impact}) at ${n.target.join(' ')}: ${v.help}. ${n.failureSummary ?? ''}`.replace(/\s+/g, ' '),
    ),
  );
}

/**
 * Scans the page with axe (inject it inline: the test needs `test.use({ bypassCSP: true })`, as the
 * served CSP forbids inline scripts). Call it once the page has settled (its data loaded).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeScript });
  const results = await page.evaluate(() => axe.run(document));
  return describeViolations(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'));
}

/** Opens `path` in a theme ('light' or 'dark') from the page's first paint. */
export async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((mode) => localStorage.setItem('exchange-web:theme', mode), theme);
}

/**
 * The same scan, run without adding a script to the page: axe is evaluated in it as the test's own
 * code, which the page's Content-Security-Policy does not govern, so the policy stays on.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  axeSource ??= readFileSync(axeScript, 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // Only the violations: axe then skips listing what passed, which is most of its time.
  const results = await page.evaluate(() => axe.run(document, { resultTypes: ['violations'] }));
  return describeViolations(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'));
}
