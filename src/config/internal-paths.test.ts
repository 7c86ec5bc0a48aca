// @vitest-environment node
/**
 * Internal links are built from page ids through the route table (page-paths.ts), never written as
 * paths: an operator who moves a page changes site.json and nothing else. This finds every string
 * literal in src/ that looks like an address of the app ('/assets/withdraw', `/user/login?return=`,
 * a '/' given as a link or a navigation), outside tests and test helpers, but for the true external
 * or API paths listed below.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );

/** Paths of other hosts and of the app's own files, which no route names. */
const notPages: RegExp[] = [
  /^\/api\//, // the API's operations
  /^\/sandbox\//, // the sandbox hosts of site.json
  /^\/__sandbox\//,
  /^\/site\.json$/, // the site-config beside index.html
  /^\/[\w./-]*\.[a-z0-9]+$/i, // files: /brand/logo.svg, /script.js
  /^\/brand\/$/, // the brand folder beside site.json (brand-files.ts)
  /^\/assets\/$/, // the built files' folder (the page renderer names a page's files)
  /^\/news-pictures\/$/, // the page renderer's news pictures (features/news/picture-address.ts)
  /^\/__(render\/health)?$/, // the servers' own addresses: the renderer's health, the sandbox's knobs
];

/** Paths of another site, by the file that joins them to that site's host. */
const otherSites: Record<string, string[]> = {
  // The spot and futures trade sites' pair pages (activeHosts().tradeSite and futuresSite).
  'src/features/markets/trade-links.ts': ['/trade/'],
};

const isTestCode = (file: string) => /\.test\.tsx?$/.test(file) || /\/test-[\w-]+\.tsx?$/.test(file);

/** Where a '/' alone is an address: a link's `to`/`href`, or what navigate() or goTo() go to. */
function isAddressPlace(node: ts.Node): boolean {
  const parent = node.parent;
  const named = (name: ts.Node) => /^(to|href)$/.test(name.getText());
  if (ts.isJsxAttribute(parent) || (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent)))
    return named(ts.isJsxAttribute(parent) ? parent.name : (parent.parent as ts.JsxAttribute).name);
  if (ts.isPropertyAssignment(parent)) return named(parent.name);
  return ts.isCallExpression(parent) && /(^|\.)(navigate|goTo)$/.test(parent.expression.getText());
}

/** The string literals (and template heads) of a source text that look like an address of the app. */
export function internalPathsIn(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
      const value = node.text;
      const parent = node.parent;
      const isModule =
        ts.isImportDeclaration(parent) ||
        ts.isExportDeclaration(parent) ||
        (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword);
      const looksLikePath = /^\/[A-Za-z_]/.test(value) || (value === '/' && isAddressPlace(node));
      if (!isModule && looksLikePath && !notPages.some((pattern) => pattern.test(value))) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${line + 1}: ${value}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('internal paths', () => {
  it('are found in links, redirects, navigations, tables of links and built strings', () => {
    const text = [
      `const a = <Link to="/assets/withdraw">x</Link>;`,
      'const b = `/user/login?return=${encodeURIComponent(here)}`;',
      `navigate('/'); const c = <Link to="/">home</Link>; const d = { to: '/', label: 'x' };`,
      `const e = [{ path: '/help', id: 'x' }]; const f = hasRoute('/fiat');`,
    ].join('\n');
    expect(internalPathsIn('example.tsx', text)).toEqual([
      '1: /assets/withdraw',
      '2: /user/login?return=',
      '3: /',
      '3: /',
      '3: /',
      '4: /help',
      '4: /fiat',
    ]);
  });

  it('are not found in API and file paths, modules, comments, a cookie path or a split on "/"', () => {
    const text = [
      `import x from './x.ts'; // see /assets/withdraw`,
      `post('/api/idcm/customer/Customer/Refresh'); const logo = '/brand/logo.svg'; fetch('/site.json');`,
      `Cookies.set(name, value, { path: '/' }); symbol.split('/'); const base = '/sandbox/base';`,
      `const page = pagePath('assetsWithdraw', { query: { coin } });`,
    ].join('\n');
    expect(internalPathsIn('example.tsx', text)).toEqual([]);
  });

  it('are written nowhere in src, but in the route table code and tests', () => {
    const sources = filesUnder(join(root, 'src'))
      .map((file) => relative(root, file))
      .filter((file) => /\.tsx?$/.test(file) && !isTestCode(file));
    expect(sources.length).toBeGreaterThan(500);
    const written = sources.flatMap((file) =>
      internalPathsIn(file, readFileSync(join(root, file), 'utf8'))
        .filter((hit) => !(otherSites[file] ?? []).includes(hit.replace(/^\d+: /, '')))
        .map((hit) => `${file}:${hit}`),
    );
    expect(written).toEqual([]);
  });
});
