import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { wayBack } from './no-circles.js';

const root = resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const problems = async (path: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return result.messages.filter((m) => m.ruleId === 'imports/no-circles').map((m) => m.message);
};

// check-site-config.ts imports config-problem.ts: a config-problem.ts that imports it back closes a circle.
const planted = 'src/config/config-problem.ts';

describe('imports/no-circles', () => {
  it('refuses an import that leads back to the file, naming the way round', async () => {
    const code = `import { checkSiteConfig } from './check-site-config.ts';\nexport const check = checkSiteConfig;\n`;
    expect(await problems(planted, code)).toEqual([
      'This import closes a circle: src/config/config-problem.ts → src/config/check-site-config.ts → src/config/config-problem.ts. Move what both sides need into a file of its own that imports neither.',
    ]);
  });

  it('counts type-only imports, re-exports and import() too', async () => {
    const code = `import type { ConfigCheck } from './check-site-config.ts';\nexport type { ConfigCheck as Checked } from './check-site-config.ts';\nexport const later = () => import('./check-site-config.ts');\nexport type Check = ConfigCheck;\n`;
    expect(await problems(planted, code)).toHaveLength(3);
  });

  it('finds a circle through several files', async () => {
    // deploy/brand-folder.ts imports check-site-config.ts, which imports config-problem.ts.
    const code = `import { checkBrandFolder } from '../../deploy/brand-folder.ts';\nexport const check = checkBrandFolder;\n`;
    expect(await problems(planted, code)).toEqual([
      'This import closes a circle: src/config/config-problem.ts → deploy/brand-folder.ts → src/config/check-site-config.ts → src/config/config-problem.ts. Move what both sides need into a file of its own that imports neither.',
    ]);
  });

  it('lets a file import what never imports it back', async () => {
    const code = `import { contrastRatio } from '../lib/contrast.ts';\nexport const ratio = contrastRatio;\n`;
    expect(await problems(planted, code)).toEqual([]);
  });

  it('follows no import between two files of one named exception', () => {
    const [checker, brand, contrast, problem] = [
      'src/config/check-site-config.ts',
      'src/config/brand-checks.ts',
      'src/config/theme-contrast.ts',
      'src/config/config-problem.ts',
    ].map((path) => resolve(root, path));
    expect(wayBack(problem, checker)).toEqual([checker, problem]);
    expect(wayBack(problem, checker, [new Set([checker, brand, contrast, problem])])).toBeNull();
  });
});
