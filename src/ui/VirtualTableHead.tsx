/** The header row of a VirtualTable: sortable headers are buttons cycling ascending, descending, off; the sorted one carries aria-sort. */
import type { Sort } from '../lib/sort.ts';
import { ariaSort, ColumnHeading, sortedBy } from './ColumnHeading.tsx';
import { alignOf, type Column } from './data-table-column.ts';

export const virtualCellClass = (column: Column<never>): string =>
  [
    'virtual-table__cell',
    `virtual-table__cell--${alignOf(column)}`,
    column.numeric ? 'virtual-table__cell--num' : '',
    column.hideOnCards ? 'virtual-table__cell--wide-only' : '',
  ]
    .filter(Boolean)
    .join(' ');

interface VirtualTableHeadProps<Row, SortColumn extends string> {
  columns: readonly Column<Row>[];
  sort?: Sort<SortColumn> | null;
  onSort?: (sort: Sort<SortColumn> | null) => void;
}

export function VirtualTableHead<Row, SortColumn extends string>({
  columns,
  sort = null,
  onSort,
}: VirtualTableHeadProps<Row, SortColumn>) {
  return (
    <div role="rowgroup" className="virtual-table__head">
      <div role="row" aria-rowindex={1} className="virtual-table__row">
        {columns.map((column) => {
          const canSort = column.sortable && onSort !== undefined;
          return (
            <div
              key={column.id}
              role="columnheader"
              data-column={column.id}
              className={`${virtualCellClass(column)}${canSort ? ' virtual-table__cell--sortable' : ''}`}
              aria-sort={ariaSort(sortedBy(sort, column.id))}
            >
              <ColumnHeading block="virtual-table" column={column} sort={sort} onSort={onSort} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
