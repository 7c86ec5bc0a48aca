/** The header row of a VirtualTable: sortable headers are buttons cycling ascending, descending, off; the sorted one carries aria-sort. */
import { nextSort, type Sort } from '../lib/sort.ts';
import { alignOf, type Column } from './data-table-column.ts';

const marks = { asc: '↑', desc: '↓', none: '↕' } as const;

export const virtualCellClass = (column: Column<never>): string =>
  ['virtual-table__cell', `virtual-table__cell--${alignOf(column)}`, column.numeric ? 'virtual-table__cell--num' : '', column.hideOnCards ? 'virtual-table__cell--wide-only' : ''].filter(Boolean).join(' ');

interface VirtualTableHeadProps<Row, SortColumn extends string> {
  columns: readonly Column<Row>[];
  sort?: Sort<SortColumn> | null;
  onSort?: (sort: Sort<SortColumn> | null) => void;
}

export function VirtualTableHead<Row, SortColumn extends string>({ columns, sort = null, onSort }: VirtualTableHeadProps<Row, SortColumn>) {
  return (
    <div role="rowgroup" className="virtual-table__head">
      <div role="row" aria-rowindex={1} className="virtual-table__row">
        {columns.map((column) => {
          const sorted = sort?.column === column.id ? sort.direction : null;
          const canSort = column.sortable && onSort !== undefined;
          return (
            <div
              key={column.id}
              role="columnheader"
              data-column={column.id}
              className={`${virtualCellClass(column)}${canSort ? ' virtual-table__cell--sortable' : ''}`}
              aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
            >
              {canSort ? (
                <button type="button" className="virtual-table__sort" onClick={() => onSort(nextSort(sort, column.id as SortColumn))}>
                  {column.header}
                  <span className={`virtual-table__sort-mark${sorted ? ' virtual-table__sort-mark--on' : ''}`} aria-hidden="true">
                    {marks[sorted ?? 'none']}
                  </span>
                </button>
              ) : column.hideHeader ? (
                <span className="visually-hidden">{column.header}</span>
              ) : (
                column.header
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
