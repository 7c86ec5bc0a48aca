import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { missingPaths, namedPaths } from './doc-paths.ts';

describe('namedPaths', () => {
  it('finds source files and folders written from the root', () => {
    const text = 'Amounts are in `src/lib/decimal.ts`; browser tests in tests/e2e/ (see scripts/size.ts).';
    expect(namedPaths(text, 'docs/architecture.md')).toEqual([
      { named: 'src/lib/decimal.ts', path: 'src/lib/decimal.ts', kind: 'file' },
      { named: 'tests/e2e/', path: 'tests/e2e/', kind: 'folder' },
      { named: 'scripts/size.ts', path: 'scripts/size.ts', kind: 'file' },
    ]);
  });

  it('reads a file written from src/ by its layer', () => {
    expect(namedPaths('`ServerHtml` (`ui/ServerHtml.tsx`)', 'docs/architecture.md')).toEqual([
      { named: 'ui/ServerHtml.tsx', path: 'src/ui/ServerHtml.tsx', kind: 'file' },
    ]);
  });

  it('leaves out placeholders, addresses and API paths', () => {
    const text = [
      '`generated/<host>.ts`, `src/features/<area>/`, `sandbox/<host>/...`',
      'http://localhost:4173/sandbox/base/api/x, `/__sandbox/reset`, `POST /api/idcm/customer/Customer/SignIn`',
      '`application/json`, `dist/index.html`, `../common.yaml`',
    ].join('\n');
    expect(namedPaths(text, 'README.md')).toEqual([]);
  });

  it('follows Markdown links from the document that holds them', () => {
    expect(namedPaths('[deploying](deploy.md#nginx), [site](https://example.com/a/b)', 'docs/sandbox.md')).toEqual([
      { named: 'deploy.md#nginx', path: 'docs/deploy.md', kind: 'any' },
    ]);
  });
});

describe('missingPaths', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('lists what a document names that the tree does not hold', () => {
    root = mkdtempSync(join(tmpdir(), 'doc-paths-'));
    mkdirSync(join(root, 'src/lib'), { recursive: true });
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, 'src/lib/decimal.ts'), '');
    writeFileSync(join(root, 'README.md'), 'See `src/lib/decimal.ts`, `src/lib/price-format.ts` and [x](docs/x.md).');
    writeFileSync(join(root, 'docs/a.md'), '`src/lib/decimal.ts/` is no folder; `src/lib/` is.');
    expect(missingPaths(root, ['README.md', 'docs/a.md'])).toEqual([
      'README.md: src/lib/price-format.ts',
      'README.md: docs/x.md',
      'docs/a.md: src/lib/decimal.ts/',
    ]);
  });
});

describe('README.md and docs/', () => {
  it('name only files and folders that exist', () => {
    expect(missingPaths()).toEqual([]);
  });
});
