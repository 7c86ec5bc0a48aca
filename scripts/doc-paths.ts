/**
 * The paths README.md and docs/ name that are not in the tree: a source file or folder written
 * from the root (`src/lib/decimal.ts`, `tests/e2e/`), one written from `src/` (`ui/Figure.tsx`),
 * or a Markdown link to another document. Placeholders (`generated/<host>.ts`) are not checked.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..');

/** Top-level folders whose files a document may name by their path from the root. */
const rootFolders = [
  '.ci',
  'bench',
  'build',
  'deploy',
  'docs',
  'eslint',
  'generated',
  'public',
  'sandbox',
  'schema',
  'scripts',
  'site-config',
  'src',
  'studio',
  'tests',
];

/** The layers of src/, which documents also use to start a file's path (`ui/Button.tsx`). */
const srcFolders = readdirSync(join(repoRoot, 'src'));

const pathPattern = /(?<![\w./:@<>-])([\w.-]+(?:\/[\w.<>*-]+)+\/?)/g;
const linkPattern = /\]\(([^)\s]+)\)/g;
const fileExtension = /\.[a-z]+$/i;

export interface NamedPath {
  /** The path as the document writes it. */
  named: string;
  /** Where it must be, from the root of the repository. */
  path: string;
  kind: 'file' | 'folder' | 'any';
}

function isPlaceholder(path: string): boolean {
  return /[<>*]|\.\.\./.test(path);
}

/** The source paths and document links that `text` (the document at `file`, from the root) names. */
export function namedPaths(text: string, file: string): NamedPath[] {
  const named: NamedPath[] = [];
  for (const [, path] of text.matchAll(pathPattern)) {
    if (isPlaceholder(path)) continue;
    const [first] = path.split('/');
    const kind = path.endsWith('/') ? 'folder' : fileExtension.test(path) ? 'file' : 'any';
    if (rootFolders.includes(first)) named.push({ named: path, path, kind });
    else if (srcFolders.includes(first) && kind === 'file') named.push({ named: path, path: `src/${path}`, kind });
  }
  for (const [, target] of text.matchAll(linkPattern)) {
    if (/^[a-z]+:|^#/i.test(target) || isPlaceholder(target)) continue;
    const path = join(dirname(file), target.replace(/#.*$/, ''));
    named.push({ named: target, path, kind: target.endsWith('/') ? 'folder' : 'any' });
  }
  return named;
}

function present(root: string, { path, kind }: NamedPath): boolean {
  const full = join(root, path);
  if (!existsSync(full)) return false;
  if (kind === 'any') return true;
  return statSync(full).isDirectory() === (kind === 'folder');
}

/** The documents that describe the code: README.md and every Markdown file in docs/. */
export function documents(root = repoRoot): string[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs];
}

/** Each document's paths that are missing, as `document: path` lines. */
export function missingPaths(root = repoRoot, files = documents(root)): string[] {
  return files.flatMap((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    const missing = namedPaths(text, file).filter((path) => !present(root, path));
    return [...new Set(missing.map(({ named }) => `${file}: ${named}`))];
  });
}
