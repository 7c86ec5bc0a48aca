/** The header row of a DataTable: sortable headers are buttons, the sorted one carries aria-sort. */
import { useIntl } from 'react-intl';
import type { Sort } from '../lib/sort.ts';
import { ariaSort, ColumnHeading, sortedBy } from './ColumnHeading.tsx';
import { cellClass, type Column } from './data-table-column.ts';

interface DataTableHeadProps<Row, SortColumn extends string> {
  columns: readonly Column<Row>[];
  sort?: Sort<SortColumn> | null;
  onSort?: (sort: Sort<SortColumn> | null) => void;
  expandable: boolean;
  withActions: boolean;
}

export function DataTableHead<Row, SortColumn extends string>({
  columns,
  sort = null,
  onSort,
  expandable,
  withActions,
}: DataTableHeadProps<Row, SortColumn>) {
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
          const canSort = column.sortable && onSort !== undefined;
          return (
            <th
              key={column.id}
              scope="col"
              className={`${cellClass(column)}${canSort ? ' data-table__head--sortable' : ''}`}
              aria-sort={ariaSort(sortedBy(sort, column.id))}
            >
              <ColumnHeading block="data-table" column={column} sort={sort} onSort={onSort} />
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
