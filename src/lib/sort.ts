/** A list's sort order: one column, ascending or descending; written `column:asc` in the address. */
import type { Decimal } from './decimal.ts';

export type SortDirection = 'asc' | 'desc';

export interface Sort<Column extends string = string> {
  column: Column;
  direction: SortDirection;
}

const sortText = /^([A-Za-z][\w.-]{0,39}):(asc|desc)$/;

/** The sort written in `text`, when its column is one of `columns`; null otherwise. */
export function parseSort<Column extends string>(text: string, columns: readonly Column[]): Sort<Column> | null {
  const parts = sortText.exec(text);
  if (!parts || !(columns as readonly string[]).includes(parts[1])) return null;
  return { column: parts[1] as Column, direction: parts[2] as SortDirection };
}

export const formatSort = (sort: Sort | null): string => (sort ? `${sort.column}:${sort.direction}` : '');

/** A header pressed in turn sorts its column ascending, then descending, then not at all. */
export function nextSort<Column extends string>(current: Sort<Column> | null, column: Column): Sort<Column> | null {
  if (current?.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : null;
}

/**
 * The rows in the sort's order, by the decimal `keyOf` gives for its column (no float orders
 * money); rows without a value there (not loaded yet, no price) go last either way. Without a
 * sort, or with a column none of the rows has, the given order stays.
 */
export function sortRows<Row, Column extends string>(
  rows: readonly Row[],
  sort: Sort<Column> | null,
  keyOf: (row: Row, column: Column) => Decimal | null | undefined,
): readonly Row[] {
  if (!sort) return rows;
  const keyed = rows.map((row) => {
    const key = keyOf(row, sort.column) ?? null;
    // The nearest float: rounding keeps order, so two keys whose floats differ are in their floats'
    // order, and only keys with the same float need the exact (and much slower) comparison.
    return { row, key, near: key === null ? 0 : key.toNumber() };
  });
  if (keyed.every((k) => k.key === null)) return rows;
  const direction = sort.direction === 'asc' ? 1 : -1;
  return keyed
    .sort((a, b) => {
      if (a.key === null || b.key === null) return a.key === b.key ? 0 : a.key === null ? 1 : -1;
      if (a.near !== b.near) return (a.near < b.near ? -1 : 1) * direction;
      return a.key.comparedTo(b.key) * direction;
    })
    .map((k) => k.row);
}
