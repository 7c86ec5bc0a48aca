/**
 * What a save would change: each key path whose value differs between the file on disk and the
 * draft, and in the lists the panels name (home sections, routes) each item moved, renamed, added
 * or removed as one row in the panel's words (named-lists.ts).
 */
import { namedLists, ordinal, pairItems, type NamedList } from './named-lists.ts';
import { pathKey, type KeyPath } from './paths.ts';

export interface Change {
  path: string;
  kind: 'added' | 'removed' | 'changed' | 'moved' | 'renamed';
  /** The item of a named list the change is to, as its panel names it ("Market trend › on"). */
  what?: string;
  before?: unknown;
  after?: unknown;
}

type Item = Record<string, unknown>;

const isObject = (value: unknown): value is Item =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export function diffConfigs(before: unknown, after: unknown, path: KeyPath = []): Change[] {
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => {
      const at = [...path, key];
      if (!(key in after)) return [{ path: pathKey(at), kind: 'removed' as const, before: before[key] }];
      if (!(key in before)) return [{ path: pathKey(at), kind: 'added' as const, after: after[key] }];
      return diffConfigs(before[key], after[key], at);
    });
  }
  const named = namedLists[pathKey(path)];
  if (named && Array.isArray(before) && Array.isArray(after) && [...before, ...after].every(isObject))
    return namedListChanges(named, path, before, after);
  // Lists of one length are compared item by item; a list that grew or shrank is one change.
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length)
    return before.flatMap((item, i) => diffConfigs(item, after[i], [...path, i]));
  return JSON.stringify(before) === JSON.stringify(after)
    ? []
    : [{ path: pathKey(path), kind: 'changed', before, after }];
}

function namedListChanges(list: NamedList, path: KeyPath, before: Item[], after: Item[]): Change[] {
  const { pairs, removed, added, moved } = pairItems(list, before, after);
  const rows: Change[] = [];
  pairs.forEach(([i, j, renamed], n) => {
    const item = pathKey([...path, j]);
    const name = list.name(after[j]);
    const keyPath = pathKey([...path, j, list.key]);
    if (renamed)
      rows.push({
        path: keyPath,
        kind: 'renamed',
        what: list.name(before[i]),
        before: before[i][list.key],
        after: after[j][list.key],
      });
    if (moved.includes(n))
      rows.push({ path: item, kind: 'moved', what: name, before: ordinal(i + 1), after: ordinal(j + 1) });
    for (const change of diffConfigs(before[i], after[j], [...path, j]))
      if (change.path !== keyPath) rows.push({ ...change, what: `${name} › ${change.path.slice(item.length + 1)}` });
  });
  for (const i of removed)
    rows.push({ path: pathKey([...path, i]), kind: 'removed', what: list.name(before[i]), before: before[i] });
  for (const j of added)
    rows.push({ path: pathKey([...path, j]), kind: 'added', what: list.name(after[j]), after: after[j] });
  return rows;
}
