/** A list's sort order: one column, ascending or descending; written `column:asc` in the address. */

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
