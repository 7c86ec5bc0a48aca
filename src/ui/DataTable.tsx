/**
 * A list's table: sortable headers, expandable rows, row actions, a skeleton while the first page
 * loads, the previous page dimmed while the next loads, and cards instead of columns on a narrow box.
 */
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Sort } from '../lib/sort.ts';
import { cellClass, type Column } from './data-table-column.ts';
import { DataTableHead } from './DataTableHead.tsx';
import { DataTableRow } from './DataTableRow.tsx';
import { Skeleton } from './Skeleton.tsx';
import './data-table.css';

export type { Column } from './data-table-column.ts';

export interface DataTableProps<Row, SortColumn extends string> {
  /** Says what the table lists, for screen readers (it is not shown). */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The sorted column (controlled), and what a sortable header asks for when pressed. */
  sort?: Sort<SortColumn> | null;
  onSort?: (sort: Sort<SortColumn> | null) => void;
  /** A row's detail (an order's fills, a record's fields), shown under it on request. */
  renderDetail?: (row: Row) => ReactNode;
  /** The row's buttons and links, in a last column. */
  actions?: (row: Row) => ReactNode;
  /** The next page is loading: the rows on screen stay, dimmed. */
  busy?: boolean;
  /** Nothing loaded yet: skeleton rows in place of `rows`. */
  loading?: boolean;
  /** How many skeleton rows (the page size), so nothing moves when the rows arrive. */
  loadingRows?: number;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
}

export function DataTable<Row, SortColumn extends string = string>(props: DataTableProps<Row, SortColumn>) {
  const {
    caption,
    columns,
    rows,
    rowKey,
    sort,
    onSort,
    renderDetail,
    actions,
    busy = false,
    loading = false,
    loadingRows = 10,
    empty,
  } = props;
  const intl = useIntl();
  const base = `table-${useId().replace(/[^\w-]/g, '')}`;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  if (!loading && rows.length === 0) return <div className="data-table data-table--empty">{empty}</div>;

  const span = columns.length + (renderDetail ? 1 : 0) + (actions ? 1 : 0);
  return (
    <div className={`data-table${busy ? ' data-table--busy' : ''}`} aria-busy={busy || loading || undefined}>
      {loading && (
        <span role="status" className="visually-hidden">
          {intl.formatMessage({ id: 'common.loading' })}
        </span>
      )}
      <div className="data-table__scroll">
        <table className="data-table__table">
          <caption className="visually-hidden">{caption}</caption>
          <DataTableHead
            columns={columns}
            sort={sort}
            onSort={onSort}
            expandable={renderDetail !== undefined}
            withActions={actions !== undefined}
          />
          <tbody>
            {loading
              ? Array.from({ length: loadingRows }, (_, index) => (
                  <SkeletonRow
                    key={index}
                    columns={columns}
                    expandable={renderDetail !== undefined}
                    withActions={actions !== undefined}
                  />
                ))
              : rows.map((row, index) => {
                  const key = rowKey(row);
                  return (
                    <DataTableRow
                      key={key}
                      row={row}
                      columns={columns}
                      rowId={`${base}-r${index}`}
                      renderDetail={renderDetail}
                      expanded={expanded.has(key)}
                      onToggle={() => toggle(key)}
                      actions={actions}
                      span={span}
                    />
                  );
                })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function SkeletonRow<Row>({
  columns,
  expandable,
  withActions,
}: {
  columns: readonly Column<Row>[];
  expandable: boolean;
  withActions: boolean;
}) {
  return (
    <tr className="data-table__row data-table__row--skeleton">
      {expandable && (
        <td className="data-table__toggle-cell">
          <span className="data-table__toggle-space" />
        </td>
      )}
      {columns.map((column, index) => (
        <td
          key={column.id}
          className={index === 0 ? `${cellClass(column)} data-table__row-head` : cellClass(column)}
          data-label={index === 0 ? undefined : column.header}
        >
          <Skeleton width={column.numeric ? '5em' : '70%'} />
        </td>
      ))}
      {withActions && (
        <td className="data-table__cell data-table__cell--end data-table__actions-cell">
          <Skeleton shape="block" width="5em" height={40} />
        </td>
      )}
    </tr>
  );
}
