// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkSiteConfig, checkSiteConfigText, type ConfigCheck } from './check-site-config.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Key = string | number;

const shipped: Json = JSON.parse(readFileSync(resolve(process.cwd(), 'site-config/site.json'), 'utf8'));

/** Every place in a JSON tree, as the list of keys that leads to it (the root is []). */
function placesOf(node: Json, here: Key[] = []): Key[][] {
  if (Array.isArray(node)) return [here, ...node.flatMap((child, i) => placesOf(child, [...here, i]))];
  if (node && typeof node === 'object')
    return [here, ...Object.entries(node).flatMap(([key, child]) => placesOf(child, [...here, key]))];
  return [here];
}

function nodeAt(root: Json, keys: Key[]): Json | undefined {
  let node: Json | undefined = root;
  for (const key of keys) {
    if (!node || typeof node !== 'object') return undefined;
    node = Object.hasOwn(node, key) ? (node as Record<Key, Json>)[key] : undefined;
  }
  return node;
}

/** Reads a problem's key path (`routes[3].page`) back into keys. */
function keysOf(path: string): Key[] {
  return [...path.matchAll(/\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]|([^.[\]]+)/g)].map(([, index, quoted, name]) =>
    index !== undefined ? Number(index) : quoted !== undefined ? (JSON.parse(quoted) as string) : name,
  );
}

type Edit =
  | { kind: 'delete'; place: number }
  | { kind: 'replace'; place: number; value: Json }
  | { kind: 'insert'; place: number; key: string; value: Json };

// Misspellings an operator could make, and any text at all.
const newKey = fc.oneof(fc.stringMatching(/^[A-Za-z][A-Za-z0-9_-]{0,11}$/), fc.string());
const value = fc.oneof(
  fc.constantFrom<Json>(null, true, false, 0, -1, 2.5, 1e21, '', 'x', '#000000', '/path', 'https://a.example', [], {}),
  fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
);
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('delete' as const), place: fc.nat() }),
  fc.record({ kind: fc.constant('replace' as const), place: fc.nat(), value }),
  fc.record({ kind: fc.constant('insert' as const), place: fc.nat(), key: newKey, value }),
);

/** Applies one edit at a place of the tree picked by `edit.place`; returns the new tree. */
function apply(root: Json, { kind, place, ...rest }: Edit): Json {
  const places = placesOf(root);
  const keys = places[place % places.length];
  if (kind === 'replace' && keys.length === 0) return (rest as { value: Json }).value;
  const copy = structuredClone(root);
  const parentKeys = kind === 'insert' ? keys : keys.slice(0, -1);
  const parent = nodeAt(copy, parentKeys);
  if (!parent || typeof parent !== 'object') return copy;
  const last = keys[keys.length - 1];
  if (kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else if (keys.length > 0) delete parent[last as string];
  } else if (kind === 'replace') (parent as Record<Key, Json>)[last] = (rest as { value: Json }).value;
  else {
    const { key, value: inserted } = rest as { key: string; value: Json };
    if (Array.isArray(parent)) parent.splice(key.length % (parent.length + 1), 0, inserted);
    else parent[key] = inserted;
  }
  return copy;
}

function expectAnswer(check: ConfigCheck): void {
  if (check.ok) return;
  expect(check.problems.length).toBeGreaterThan(0);
  for (const problem of check.problems) {
    expect(problem.path).toMatch(/\S/);
    expect(problem.message).toMatch(/\S/);
  }
}

describe('the site-config check never throws', () => {
  it('answers any JSON value with a config or problems', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (input) => expectAnswer(checkSiteConfig(input))),
      { numRuns: 300 },
    );
  }, 30_000);

  it('answers any text with a config or problems', () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.string()), (text) => expectAnswer(checkSiteConfigText(text))),
      { numRuns: 300 },
    );
  }, 30_000);

  it('names a key path of the file for every problem of an edited site.json', () => {
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 4 }), (edits) => {
        const edited = edits.reduce(apply, shipped);
        const check = checkSiteConfig(edited);
        expectAnswer(check);
        if (check.ok) return;
        for (const { path } of check.problems) {
          if (path === '(top level)') continue;
          // The problem's place is in the file, or is a key missing from an object that is.
          const keys = keysOf(path);
          expect(nodeAt(edited, keys.slice(0, -1)), path).toBeTypeOf('object');
        }
      }),
      { numRuns: 500 },
    );
  }, 30_000);

  it('refuses the shipped site.json once any whole section is gone or of another type', () => {
    const sections = Object.keys(shipped as object).filter(
      (key) => key !== '$schema' && key !== 'chat' && key !== 'analytics',
    );
    fc.assert(
      fc.property(fc.constantFrom(...sections), fc.option(value, { nil: undefined }), (section, replacement) => {
        const edited = structuredClone(shipped) as Record<string, Json>;
        if (replacement === undefined) delete edited[section];
        else edited[section] = replacement;
        fc.pre(JSON.stringify(edited[section]) !== JSON.stringify((shipped as Record<string, Json>)[section]));
        const check = checkSiteConfig(edited);
        expect(check.ok).toBe(false);
        expectAnswer(check);
        expect(
          check.ok ||
            check.problems.some(
              (p) => p.path === section || p.path.startsWith(`${section}.`) || p.path.startsWith(`${section}[`),
            ),
        ).toBe(true);
      }),
      { numRuns: 300 },
    );
  }, 30_000);
});
