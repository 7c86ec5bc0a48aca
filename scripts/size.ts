/**
 * `npm run size` (after `npm run build`): the gzip size of the JavaScript the home route loads
 * before it paints (what dist/index.html loads and preloads), and of each other page's own chunk,
 * against the budgets of docs/budgets.md. Chunks come from Vite's manifest
 * (dist/.vite/manifest.json): `imports` are loaded with the chunk that names them,
 * `dynamicImports` only when the code asks, so only `imports` are walked.
 * Exits 1 when a figure is over its budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { declaredPages } from '../build/page-declarations.ts';

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
export const budgets = { homeRouteJs: 133 * KiB, pageChunk: 40 * KiB };

/** The page registry: a chunk of its own, never part of the home route's start-up. */
export const registryModule = 'src/app/pages.ts';

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

/** The pages the areas declare (src/features/<area>/pages.ts), as page id -> source path relative to the repo root. */
export function lazyPages(root: string): Map<string, string> {
  return new Map(Object.entries(declaredPages(root)).map(([page, { module }]) => [page, module]));
}

/**
 * What index.html loads before the app paints: its module script, the chunks it preloads
 * (build/start-chunk.ts: start-up, home page, opening section, default messages) and its styles.
 */
export function startupFiles(html: string): { js: string[]; css: string[] } {
  const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map((m) => m[0]);
  const local = (href: string | undefined): href is string => !!href && href.startsWith('/assets/');
  const js = tags
    .filter((t) => t.startsWith('<script') || attribute(t, 'rel') === 'modulepreload')
    .map((t) => attribute(t, 'src') ?? attribute(t, 'href'));
  const css = tags.filter((t) => attribute(t, 'rel') === 'stylesheet').map((t) => attribute(t, 'href'));
  return { js: js.filter(local).map((h) => h.slice(1)), css: css.filter(local).map((h) => h.slice(1)) };
}

/**
 * The pages other than home (and the page registry) whose code the home route loads at start-up:
 * none, or the home cost would grow with every page added.
 */
export function pagesInStartup(manifest: Manifest, html: string, pages: Map<string, string>): string[] {
  const startup = new Set(startupFiles(html).js);
  const inStartup = (src: string) => !!manifest[src] && startup.has(manifest[src].file);
  const found = [...pages].filter(([id, src]) => id !== 'home' && inStartup(src)).map(([id]) => `page "${id}"`);
  return inStartup(registryModule) ? [...found, 'the page registry'] : found;
}

/**
 * Whether index.html preloads the app's start-up code (the entry's dynamic imports: React, the
 * libraries, `start`) as build/start-chunk.ts names it, at low priority beside the entry. Imported
 * statically by the entry instead (the entry and the app sharing a module can do that), it is
 * preloaded with the document, and a rendered page can no longer ask for it only once it has
 * painted (src/server/page-document.ts).
 */
export function startupHeldBack(manifest: Manifest, html: string): boolean {
  const held = (manifest[entryKey(manifest)].dynamicImports ?? []).map((key) => manifest[key]?.file);
  const tags = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
  const preloadOf = (file: string | undefined) =>
    tags.find((tag) => tag.includes('rel="modulepreload"') && tag.includes(`href="/${file}"`));
  return held.length > 0 && held.every((file) => /\bfetchpriority="low"/.test(preloadOf(file) ?? ''));
}

export interface SizeRow {
  what: string;
  files: string[];
  gzipBytes: number;
  budgetBytes: number | null;
}

/** The rows of the report, measured with `gzipOf(file)` (a file path relative to dist/). */
export function sizeRows(
  manifest: Manifest,
  html: string,
  pages: Map<string, string>,
  gzipOf: (file: string) => number,
): SizeRow[] {
  const startup = startupFiles(html);
  if (!startup.js.includes(manifest[entryKey(manifest)].file))
    throw new Error('index.html does not load the entry chunk of the manifest');
  const total = (files: string[]) => files.reduce((sum, file) => sum + gzipOf(file), 0);
  const rows: SizeRow[] = [
    {
      what: 'home route JS (what index.html loads and preloads)',
      files: startup.js,
      gzipBytes: total(startup.js),
      budgetBytes: budgets.homeRouteJs,
    },
    { what: 'home route CSS (for information)', files: startup.css, gzipBytes: total(startup.css), budgetBytes: null },
  ];
  // The home page's own import() chunks (its further sections, QR codes...): loaded after it paints.
  const homeChunks = Object.keys(manifest).filter((key) => key.startsWith('src/features/home/'));
  const laterJs = [...new Set(staticClosure(manifest, homeChunks).map((key) => manifest[key].file))].filter(
    (file) => file.endsWith('.js') && !startup.js.includes(file),
  );
  rows.push({
    what: "home page's lazy chunks, after paint (for information)",
    files: laterJs,
    gzipBytes: total(laterJs),
    budgetBytes: null,
  });
  for (const [id, src] of pages) {
    const chunk = manifest[src];
    if (!chunk) {
      // The home page is built into the start-up chunk and counted with the home route.
      if (id === 'home') continue;
      throw new Error(`The manifest has no chunk for page "${id}" (${src}): is it still a lazy import?`);
    }
    rows.push({
      what: `page "${id}" own chunk`,
      files: [chunk.file],
      gzipBytes: gzipOf(chunk.file),
      budgetBytes: budgets.pageChunk,
    });
  }
  return rows;
}

const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

export function formatRows(rows: SizeRow[]): string {
  const table = [
    ['what', 'files', 'gzip', 'budget', 'result'],
    ...rows.map((r) => [
      r.what,
      String(r.files.length),
      kib(r.gzipBytes),
      r.budgetBytes === null ? '-' : kib(r.budgetBytes),
      r.budgetBytes === null ? '-' : r.gzipBytes <= r.budgetBytes ? 'PASS' : 'FAIL',
    ]),
  ];
  const widths = table[0].map((_, col) => Math.max(...table.map((line) => line[col].length)));
  return table
    .map((line) =>
      line.map((cell, col) => (col >= 2 ? cell.padStart(widths[col]) : cell.padEnd(widths[col]))).join('  '),
    )
    .join('\n');
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
  const pages = lazyPages(root);
  const html = readFileSync(resolve(dist, 'index.html'), 'utf8');
  // Level 9, as sandbox/serve.ts compresses what it serves.
  const gzipOf = (file: string) => gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length;
  const rows = sizeRows(manifest, html, pages, gzipOf);
  console.log(formatRows(rows));
  const mixedIn = pagesInStartup(manifest, html, pages);
  if (mixedIn.length > 0) {
    console.error(
      `\nThe home route's start-up carries ${mixedIn.join(', ')}: every page other than home must stay in its own chunk.`,
    );
    process.exit(1);
  }
  if (!startupHeldBack(manifest, html)) {
    console.error(
      "\nindex.html preloads the app's start-up code with the document: the entry imports it statically. Keep the app's code from importing what only the entry imports (src/app/boot.ts).",
    );
    process.exit(1);
  }
  if (process.argv.includes('--files'))
    for (const row of rows) console.log(`\n${row.what}:\n  ${row.files.join('\n  ')}`);
  const over = rows.filter((r) => r.budgetBytes !== null && r.gzipBytes > r.budgetBytes);
  if (over.length > 0) {
    console.error(`\n${over.length} figure(s) over budget: ${over.map((r) => r.what).join('; ')}`);
    process.exit(1);
  }
  console.log('\nEvery figure is within its budget.');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
