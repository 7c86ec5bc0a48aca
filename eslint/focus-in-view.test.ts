import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '..') });
const problems = async (path: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: resolve(import.meta.dirname, '..', path) });
  return result.messages.map((m) => m.ruleId);
};

describe('the one focus rule', () => {
  it('refuses a scroll of its own, and a focus with options that lets the browser scroll again', async () => {
    const code = `export const show = (field: HTMLElement) => {\n  field.scrollIntoView({ block: 'center' });\n  field.focus({ focusVisible: true });\n};\n`;
    expect(await problems('src/features/assets/NewForm.tsx', code)).toEqual([
      'no-restricted-syntax',
      'no-restricted-syntax',
    ]);
  });

  it("refuses react-hook-form's shouldFocus: a refusal lands on its field through landOnField", async () => {
    const code = `export const refuse = (form: { setError: (name: string, error: object, options: object) => void }) =>\n  form.setError('amount', { message: 'x' }, { shouldFocus: true });\n`;
    expect(await problems('src/features/assets/NewForm.tsx', code)).toEqual(['no-restricted-syntax']);
    const landed = `import { landOnField } from '../../ui/land-on-field.ts';\nexport const refuse = (form: Parameters<typeof landOnField>[0]) => landOnField(form, 'amount', 'x');\n`;
    expect(await problems('src/features/assets/NewForm.tsx', landed)).toEqual([]);
  });

  it('lets code focus through focusInView, or without the browser scroll', async () => {
    const code = `import { focusInView } from '../../ui/focus-in-view.ts';\nexport const show = (field: HTMLElement, box: HTMLElement) => {\n  focusInView(field);\n  box.focus({ preventScroll: true });\n};\n`;
    expect(await problems('src/features/assets/NewForm.tsx', code)).toEqual([]);
  });
});
