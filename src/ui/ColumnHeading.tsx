/**
 * What a table's column heading shows, shared by DataTable and VirtualTable: a sortable column is a
 * button cycling ascending, descending, off (its mark says which); a column may hide its heading
 * from sight but not from screen readers. `block` is the table's CSS block (data-table, virtual-table).
 */
import { nextSort, type Sort, type SortDirection } from '../lib/sort.ts';
import type { Column } from './data-table-column.ts';

const marks = { asc: '↑', desc: '↓', none: '↕' } as const;

/** The column's direction when the table is sorted by it. */
export const sortedBy = <SortColumn extends string>(
  sort: Sort<SortColumn> | null,
  column: string,
): SortDirection | null => (sort?.column === column ? sort.direction : null);

/** aria-sort for a column sorted that way (absent when it is not the sorted one). */
export const ariaSort = (sorted: SortDirection | null) =>
  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;

interface ColumnHeadingProps<Row, SortColumn extends string> {
  block: string;
  column: Column<Row>;
  sort: Sort<SortColumn> | null;
  onSort?: (sort: Sort<SortColumn> | null) => void;
}

export function ColumnHeading<Row, SortColumn extends string>({
  block,
  column,
  sort,
  onSort,
}: ColumnHeadingProps<Row, SortColumn>) {
  const sorted = sortedBy(sort, column.id);
  if (column.sortable && onSort) {
    return (
      <button
        type="button"
        className={`${block}__sort`}
        onClick={() => onSort(nextSort(sort, column.id as SortColumn))}
      >
        {column.header}
        <span className={`${block}__sort-mark${sorted ? ` ${block}__sort-mark--on` : ''}`} aria-hidden="true">
          {marks[sorted ?? 'none']}
        </span>
      </button>
    );
  }
  return column.hideHeader ? <span className="visually-hidden">{column.header}</span> : <>{column.header}</>;
}
