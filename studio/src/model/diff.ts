/** What a save would change: each key path whose value differs between the file on disk and the draft. */
import { pathKey, type KeyPath } from './paths.ts';

export interface Change {
  path: string;
  kind: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
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
  // Lists of one length are compared item by item; a list that grew or shrank is one change.
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length)
    return before.flatMap((item, i) => diffConfigs(item, after[i], [...path, i]));
  return JSON.stringify(before) === JSON.stringify(after)
    ? []
    : [{ path: pathKey(path), kind: 'changed', before, after }];
}
