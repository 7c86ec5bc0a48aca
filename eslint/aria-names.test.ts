import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '..') });
const problems = async (code: string) => {
  const [result] = await eslint.lintText(code, {
    filePath: resolve(import.meta.dirname, '..', 'src/features/help/NewPart.tsx'),
  });
  return result.messages.map((m) => m.ruleId);
};

describe('names only on elements with a role', () => {
  it('refuses aria-label on a div, span or p with no role', async () => {
    const code = `export const A = () => (\n  <>\n    <div aria-busy="true" aria-label="Loading">a</div>\n    <span aria-label="x">b</span>\n    <p className="lead" aria-label="y">c</p>\n  </>\n);\n`;
    expect(await problems(code)).toEqual(['no-restricted-syntax', 'no-restricted-syntax', 'no-restricted-syntax']);
  });

  it('lets a named element have its role, and named landmarks and controls be', async () => {
    const code = `export const A = () => (\n  <>\n    <div role="group" aria-roledescription="slide" aria-label="1 of 3">a</div>\n    <section aria-label="Markets">b</section>\n    <button type="button" aria-label="Close">c</button>\n  </>\n);\n`;
    expect(await problems(code)).toEqual([]);
  });
});
