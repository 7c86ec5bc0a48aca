/**
 * A field the document names that is missing, where a field it does not name came at the same
 * place with a value of the missing one's type, is most likely the same field renamed
 * (`Volume24h` sent as `Volume24H`): one probable rename reads better than two unrelated lines.
 */
import type { Difference } from './difference.ts';
import { fitsTypes } from './schema-facts.ts';

const place = (path: string) => path.slice(0, path.lastIndexOf('.'));
const name = (path: string) => path.slice(path.lastIndexOf('.') + 1);

/** Edits between two names, letter case aside: the closest extra field is the likeliest new name. */
function distance(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  let row = Array.from({ length: y.length + 1 }, (_, i) => i);
  for (let i = 1; i <= x.length; i++) {
    const next = [i];
    for (let j = 1; j <= y.length; j++)
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    row = next;
  }
  return row[y.length];
}

/** The differences with each missing field and the extra field that probably replaced it made one. */
export function pairRenames(differences: Difference[]): Difference[] {
  const used = new Set<Difference>();
  const result: Difference[] = [];
  for (const missing of differences) {
    if (used.has(missing)) continue;
    if (missing.kind !== 'missing field' || !missing.type) {
      result.push(missing);
      continue;
    }
    const documented = missing.type.split(' or ');
    const extra = differences
      .filter((d) => d.kind === 'extra field' && !used.has(d) && place(d.path) === place(missing.path))
      .filter((d) => d.type !== undefined && fitsTypes(documented, d.type))
      .sort((a, b) => distance(name(a.path), name(missing.path)) - distance(name(b.path), name(missing.path)))[0];
    if (!extra) {
      result.push(missing);
      continue;
    }
    used.add(extra);
    result.push({
      ...missing,
      kind: 'probable rename',
      example: extra.example,
      renamedTo: extra.path,
      count: Math.max(missing.count, extra.count),
      inferred: missing.inferred || extra.inferred,
    });
  }
  return result.filter((d) => !used.has(d));
}
