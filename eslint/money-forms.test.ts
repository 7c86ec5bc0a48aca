import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '..') });
const problems = async (path: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: resolve(import.meta.dirname, '..', path) });
  return result.messages.map((m) => m.ruleId);
};

describe('money forms go through the kit', () => {
  it('refuses a feature importing the review dialog or the confirmation fields', async () => {
    const code = `import { ReviewDialog } from '../../ui/ReviewDialog.tsx';\nimport { SecurityFactorFields } from '../../ui/SecurityFactorFields.tsx';\nexport const pieces = [ReviewDialog, SecurityFactorFields];\n`;
    expect(await problems('src/features/assets/NewForm.tsx', code)).toEqual([
      '@typescript-eslint/no-restricted-imports',
      '@typescript-eslint/no-restricted-imports',
    ]);
  });

  it('lets a feature use the kit, and the kit use the dialog', async () => {
    const feature = `import { MoneyReview } from '../../money-action/MoneyReview.tsx';\nexport const review = MoneyReview;\n`;
    expect(await problems('src/features/assets/NewForm.tsx', feature)).toEqual([]);
    const kit = `import { ReviewDialog } from '../ui/ReviewDialog.tsx';\nexport const dialog = ReviewDialog;\n`;
    expect(await problems('src/money-action/Review.tsx', kit)).toEqual([]);
  });
});
