// ESLint rule `imports/no-circles`: no file reaches itself through its imports (static, type-only,
// re-exports and import()), so each module can be read, tested and loaded after the ones it names.
// The graph of the other files is read from disk once per process (TypeScript's parser, about a
// second for the whole tree); the file being linted counts as written in the editor.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const code = /\.(ts|tsx|js|jsx|mjs)$/;
const tails = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];

/** The file a relative specifier names, or null (a package, or nothing there). */
export function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), specifier);
  for (const tail of tails) {
    const path = base + tail;
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return null;
}

/** The relative specifiers a source text imports. */
export function specifiersOf(file, text) {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((s) => s.startsWith('.'));
}

const onDisk = new Map();

/** The files a file on disk imports, read again when it has changed (looked at once a second at most, for editors). */
function importsOnDisk(file) {
  if (!code.test(file)) return [];
  const known = onDisk.get(file);
  const time = Date.now();
  if (known && time - known.lookedAt < 1000) return known.targets;
  const changed = statSync(file).mtimeMs;
  if (known && known.changed === changed) {
    known.lookedAt = time;
    return known.targets;
  }
  const targets = specifiersOf(file, readFileSync(file, 'utf8'))
    .map((s) => resolveImport(file, s))
    .filter(Boolean);
  onDisk.set(file, { changed, lookedAt: time, targets });
  return targets;
}

/**
 * The way from `start` back to `file`, as a list of files, or null. Imports between two files of
 * one named exception are not followed.
 */
export function wayBack(file, start, exceptions = []) {
  const inSameException = (a, b) => exceptions.some((set) => set.has(a) && set.has(b));
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift();
    if (at === file) {
      const way = [];
      for (let step = at; step !== null; step = cameFrom.get(step)) way.unshift(step);
      return way;
    }
    for (const next of importsOnDisk(at)) {
      if (cameFrom.has(next) || inSameException(at, next)) continue;
      cameFrom.set(next, at);
      queue.push(next);
    }
  }
  return null;
}

const noCircles = {
  meta: {
    type: 'problem',
    docs: { description: 'No import circles: a file never reaches itself through what it imports' },
    schema: [
      {
        type: 'object',
        properties: {
          exceptions: {
            type: 'array',
            items: {
              type: 'object',
              properties: { files: { type: 'array', items: { type: 'string' } }, reason: { type: 'string' } },
              required: ['files', 'reason'],
            },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const file = context.filename;
    const exceptions = (context.options[0]?.exceptions ?? []).map(
      ({ files }) => new Set(files.map((f) => resolve(root, f))),
    );
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveImport(file, source.value);
      if (!target || target === file || exceptions.some((set) => set.has(file) && set.has(target))) return;
      const way = wayBack(file, target, exceptions);
      if (!way) return;
      const names = [file, ...way].map((f) => relative(root, f)).join(' → ');
      context.report({
        node: source,
        message: `This import closes a circle: ${names}. Move what both sides need into a file of its own that imports neither.`,
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'no-circles': noCircles } };
