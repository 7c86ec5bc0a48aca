// @vitest-environment node
/**
 * The pages that list what a customer has (orders, balances) draw their first screen without the
 * form libraries: a cancellation's review loads its confirmation form once the page is idle
 * (src/money-action/MoneyReview.tsx), so react-hook-form and zod are not among the bytes that come
 * before those pages' largest paint. The withdraw page draws its first frame without them too: its
 * forms come in code of their own (src/ui/split-parts.tsx). Walks the code each page loads with it (its static imports,
 * not `import type` and not `import()`).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { resolveImport } from '../eslint/no-circles.js';

const root = resolve(import.meta.dirname, '..');
const formLibraries = /^(react-hook-form|@hookform\/|zod)/;

/** The specifiers a file imports for its code to run: static imports and re-exports that are not type-only. */
function runtimeSpecifiers(file: string): string[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause?.isTypeOnly === true ||
        (clause !== undefined &&
          clause.name === undefined &&
          named !== undefined &&
          ts.isNamedImports(named) &&
          named.elements.length > 0 &&
          named.elements.every((element) => element.isTypeOnly));
      if (!onlyTypes) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    }
  }
  return found;
}

/** Each library the page's static code imports, with the file that imports it. */
function librariesOf(page: string): Map<string, string> {
  const libraries = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    for (const specifier of runtimeSpecifiers(file)) {
      if (!specifier.startsWith('.')) {
        if (!libraries.has(specifier)) libraries.set(specifier, file.slice(root.length + 1));
        continue;
      }
      const target = resolveImport(file, specifier) as string | null;
      if (target) visit(target);
    }
  };
  visit(resolve(root, page));
  return libraries;
}

describe('the code a list page loads before its first screen', () => {
  const listPages = [
    'src/features/orders/TradingOrdersPage.tsx',
    'src/features/orders/FuturesOrdersPage.tsx',
    'src/features/assets/BalancesPage.tsx',
    'src/features/assets/WithdrawPage.tsx',
  ];

  it.each(listPages)('%s imports no form library', (page) => {
    const forms = [...librariesOf(page)].filter(([library]) => formLibraries.test(library));
    expect(forms.map(([library, by]) => `${library} (by ${by})`)).toEqual([]);
  });

  it('sees a form library where a page has a form', () => {
    const libraries = [...librariesOf('src/features/assets/TransferPage.tsx').keys()];
    expect(libraries.some((library) => formLibraries.test(library))).toBe(true);
  });
});
