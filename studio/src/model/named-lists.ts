/**
 * The lists whose items the panels name, compared item by item as the operator sees them: a home
 * section by its id, a route by its path (or, renamed, by its page). So moving a section is one
 * row ("Market trend: 3rd → 1st") rather than one per place it shifted, a renamed route is one row,
 * and adding a route elsewhere does not turn the whole route table into one changed value.
 */
import { labelOf } from './schema.ts';

type Item = Record<string, unknown>;

export interface NamedList {
  /** The field that is the item: two items with its value are one item, wherever they stand. */
  key: string;
  /** The field that still finds an item whose key was changed (a route's page, its path renamed). */
  renamedBy?: string;
  /** The item as the panel names it. */
  name: (item: Item) => string;
}

export const namedLists: Record<string, NamedList> = {
  'home.sections': { key: 'id', name: (section) => labelOf(String(section.id)) },
  routes: { key: 'path', renamedBy: 'page', name: (route) => `Route ${String(route.path)}` },
};

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
export function ordinal(place: number): string {
  const teen = place % 100 >= 11 && place % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][place % 10] ?? 'th');
  return `${place}${suffix}`;
}

export interface Pairing {
  /** [index before, index after, whether found by `renamedBy`], in the order of the list after. */
  pairs: [before: number, after: number, renamed: boolean][];
  removed: number[];
  added: number[];
  /** The pairs (as indexes into `pairs`) that changed place; the others kept their order. */
  moved: number[];
}

/** Pairs the items of two versions of a named list, and finds the fewest moves between them. */
export function pairItems(list: NamedList, before: Item[], after: Item[]): Pairing {
  const taken = new Set<number>();
  const found: (readonly [number, boolean] | null)[] = after.map(() => null);
  const pairBy = (field: string, renamed: boolean) =>
    after.forEach((item, j) => {
      if (found[j]) return;
      const i = before.findIndex((old, at) => !taken.has(at) && old[field] === item[field]);
      if (i < 0) return;
      taken.add(i);
      found[j] = [i, renamed];
    });
  pairBy(list.key, false);
  if (list.renamedBy) pairBy(list.renamedBy, true);
  const pairs = found.flatMap((pair, j) => (pair ? [[pair[0], j, pair[1]] as Pairing['pairs'][number]] : []));
  const kept = new Set(longestRising(pairs.map(([i]) => i)));
  return {
    pairs,
    removed: before.flatMap((_, i) => (taken.has(i) ? [] : [i])),
    added: found.flatMap((pair, j) => (pair ? [] : [j])),
    moved: pairs.flatMap((_, at) => (kept.has(at) ? [] : [at])),
  };
}

/**
 * The positions of a longest strictly rising run within `values` (not necessarily adjacent): the
 * items that kept their order; every other item is one that moved.
 */
function longestRising(values: number[]): number[] {
  const tails: number[] = [];
  const previous: number[] = [];
  values.forEach((value, at) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (values[tails[middle]] < value) low = middle + 1;
      else high = middle;
    }
    previous[at] = low > 0 ? tails[low - 1] : -1;
    tails[low] = at;
  });
  const run: number[] = [];
  for (let at = tails.at(-1) ?? -1; at >= 0; at = previous[at]) run.unshift(at);
  return run;
}
