/**
 * `npm run size` (after `npm run build`): the gzip size of the JavaScript the home route loads
 * before it paints, and of each other page's own chunk, against the budgets of docs/budgets.md.
 * It follows Vite's manifest (dist/.vite/manifest.json): `imports` are loaded with the chunk that
 * names them, `dynamicImports` only when the code asks, so only `imports` are walked.
 * Exits 1 when a figure is over its budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const KiB = 1024;
export const budgets = { homeRouteJs: 160 * KiB, pageChunk: 40 * KiB };

/** The manifest keys loaded together with `roots`: the roots and everything they import statically, once each. */
export function staticClosure(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk "${key}"`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return [...seen];
}

/** The manifest key of the HTML entry (the chunk index.html loads). */
export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk in the manifest, found ${entries.length}`);
  return entries[0];
}

/**
 * The manifest keys of one language's shared message files (messages/<language>/<area>.json),
 * which load at start-up; page areas (messages/<language>/pages/) load with their pages.
 */
export function messageKeys(manifest: Manifest, language: string): string[] {
  const folder = `src/i18n/messages/${language}/`;
  return Object.keys(manifest).filter((key) => key.startsWith(folder) && key.endsWith('.json') && !key.slice(folder.length).includes('/'));
}

/** The lazy pages of src/app/pages.ts, as page id -> source path relative to the repo root. */
export function lazyPages(pagesSource: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const match of pagesSource.matchAll(/^\s*([A-Za-z][A-Za-z0-9]*):\s*lazy\(\(\)\s*=>\s*import\('([^']+)'\)\)/gm)) {
    pages.set(match[1], posix.join('src/app', match[2]));
  }
  return pages;
}

export interface SizeRow {
  what: string;
  files: string[];
  gzipBytes: number;
  budgetBytes: number | null;
}

const jsFiles = (manifest: Manifest, keys: string[]) => [...new Set(keys.map((key) => manifest[key].file).filter((file) => file.endsWith('.js')))];
const cssFiles = (manifest: Manifest, keys: string[]) => [...new Set(keys.flatMap((key) => manifest[key].css ?? []))];

/** The rows of the report, measured with `gzipOf(file)` (a file path relative to dist/). */
export function sizeRows(manifest: Manifest, pages: Map<string, string>, gzipOf: (file: string) => number): SizeRow[] {
  const home = pages.get('home');
  if (!home) throw new Error('src/app/pages.ts has no "home" page');
  const homeKeys = staticClosure(manifest, [entryKey(manifest), home, ...messageKeys(manifest, 'en')]);
  const total = (files: string[]) => files.reduce((sum, file) => sum + gzipOf(file), 0);
  const homeJs = jsFiles(manifest, homeKeys);
  const homeCss = cssFiles(manifest, homeKeys);
  const rows: SizeRow[] = [
    { what: 'home route JS (entry + home page + en messages, static imports)', files: homeJs, gzipBytes: total(homeJs), budgetBytes: budgets.homeRouteJs },
    { what: 'home route CSS (for information)', files: homeCss, gzipBytes: total(homeCss), budgetBytes: null },
  ];
  // The home page's own import() chunks (its sections, QR codes...): loaded after it paints.
  const entryKeys = staticClosure(manifest, [entryKey(manifest)]);
  const homePageKeys = staticClosure(manifest, [home]).filter((key) => !entryKeys.includes(key));
  const later = staticClosure(manifest, homePageKeys.flatMap((key) => manifest[key].dynamicImports ?? [])).filter((key) => !homeKeys.includes(key));
  const laterJs = jsFiles(manifest, later);
  rows.push({ what: "home page's lazy chunks, after paint (for information)", files: laterJs, gzipBytes: total(laterJs), budgetBytes: null });
  for (const [id, src] of pages) {
    if (id === 'home') continue;
    const chunk = manifest[src];
    if (!chunk) throw new Error(`The manifest has no chunk for page "${id}" (${src}): is it still a lazy import?`);
    rows.push({ what: `page "${id}" own chunk`, files: [chunk.file], gzipBytes: gzipOf(chunk.file), budgetBytes: budgets.pageChunk });
  }
  return rows;
}

const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

export function formatRows(rows: SizeRow[]): string {
  const table = [['what', 'files', 'gzip', 'budget', 'result'], ...rows.map((r) => [r.what, String(r.files.length), kib(r.gzipBytes), r.budgetBytes === null ? '-' : kib(r.budgetBytes), r.budgetBytes === null ? '-' : r.gzipBytes <= r.budgetBytes ? 'PASS' : 'FAIL'])];
  const widths = table[0].map((_, col) => Math.max(...table.map((line) => line[col].length)));
  return table.map((line) => line.map((cell, col) => (col >= 2 ? cell.padStart(widths[col]) : cell.padEnd(widths[col]))).join('  ')).join('\n');
}

function main() {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const dist = resolve(root, 'dist');
  const manifestPath = resolve(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`No ${relative(root, manifestPath)}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const pages = lazyPages(readFileSync(resolve(root, 'src/app/pages.ts'), 'utf8'));
  // Level 9, as sandbox/serve.ts compresses what it serves.
  const gzipOf = (file: string) => gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length;
  const rows = sizeRows(manifest, pages, gzipOf);
  console.log(formatRows(rows));
  if (process.argv.includes('--files')) for (const row of rows) console.log(`\n${row.what}:\n  ${row.files.join('\n  ')}`);
  const over = rows.filter((r) => r.budgetBytes !== null && r.gzipBytes > r.budgetBytes);
  if (over.length > 0) {
    console.error(`\n${over.length} figure(s) over budget: ${over.map((r) => r.what).join('; ')}`);
    process.exit(1);
  }
  console.log('\nEvery figure is within its budget.');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
