/** The header row of a DataTable: sortable headers are buttons, the sorted one carries aria-sort. */
import { useIntl } from 'react-intl';
import { nextSort, type Sort } from '../lib/sort.ts';
import { cellClass, type Column } from './data-table-column.ts';

interface DataTableHeadProps<Row, SortColumn extends string> {
  columns: readonly Column<Row>[];
  sort?: Sort<SortColumn> | null;
  onSort?: (sort: Sort<SortColumn> | null) => void;
  expandable: boolean;
  withActions: boolean;
}

const marks = { asc: '↑', desc: '↓', none: '↕' } as const;

export function DataTableHead<Row, SortColumn extends string>({ columns, sort = null, onSort, expandable, withActions }: DataTableHeadProps<Row, SortColumn>) {
  const intl = useIntl();
  return (
    <thead>
      <tr>
        {expandable && (
          <th scope="col" className="data-table__toggle-cell">
            <span className="visually-hidden">{intl.formatMessage({ id: 'ui.table.details' })}</span>
          </th>
        )}
        {columns.map((column) => {
          const sorted = sort?.column === column.id ? sort.direction : null;
          const canSort = column.sortable && onSort !== undefined;
          return (
            <th
              key={column.id}
              scope="col"
              className={`${cellClass(column)}${canSort ? ' data-table__head--sortable' : ''}`}
              aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
            >
              {canSort ? (
                <button type="button" className="data-table__sort" onClick={() => onSort(nextSort(sort, column.id as SortColumn))}>
                  {column.header}
                  <span className={`data-table__sort-mark${sorted ? ' data-table__sort-mark--on' : ''}`} aria-hidden="true">
                    {marks[sorted ?? 'none']}
                  </span>
                </button>
              ) : column.hideHeader ? (
                <span className="visually-hidden">{column.header}</span>
              ) : (
                column.header
              )}
            </th>
          );
        })}
        {withActions && (
          <th scope="col" className="data-table__cell data-table__cell--end data-table__actions-cell">
            <span className="visually-hidden">{intl.formatMessage({ id: 'ui.table.actions' })}</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
