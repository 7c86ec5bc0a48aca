/**
 * One row of a DataTable: its first column is the row's header (the title of its card on a narrow
 * screen), then a disclosure for its detail row when the table has one, and its actions.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cellClass, type Column } from './data-table-column.ts';

interface DataTableRowProps<Row> {
  row: Row;
  columns: readonly Column<Row>[];
  /** Unique on the page: names the ids of the row's header and detail. */
  rowId: string;
  renderDetail?: (row: Row) => ReactNode;
  expanded: boolean;
  onToggle: () => void;
  actions?: (row: Row) => ReactNode;
  /** Column count of the table, which the detail row spans. */
  span: number;
}

export function DataTableRow<Row>({
  row,
  columns,
  rowId,
  renderDetail,
  expanded,
  onToggle,
  actions,
  span,
}: DataTableRowProps<Row>) {
  const intl = useIntl();
  const [first, ...rest] = columns;
  const detailId = `${rowId}-detail`;
  return (
    <>
      <tr className={expanded ? 'data-table__row data-table__row--expanded' : 'data-table__row'}>
        {renderDetail && (
          <td className="data-table__toggle-cell">
            <button
              type="button"
              className="data-table__toggle"
              aria-expanded={expanded}
              aria-controls={detailId}
              aria-labelledby={`${rowId}-toggle ${rowId}-head`}
              onClick={onToggle}
            >
              <span className="data-table__chevron" aria-hidden="true" />
              <span id={`${rowId}-toggle`} className="data-table__toggle-text">
                {intl.formatMessage({ id: 'ui.table.details' })}
              </span>
            </button>
          </td>
        )}
        <th scope="row" id={`${rowId}-head`} className={`${cellClass(first)} data-table__row-head`}>
          {first.cell(row)}
        </th>
        {rest.map((column) => (
          <td key={column.id} className={cellClass(column)} data-label={column.header}>
            <span className="data-table__value">{column.cell(row)}</span>
          </td>
        ))}
        {actions && <td className="data-table__cell data-table__cell--end data-table__actions-cell">{actions(row)}</td>}
      </tr>
      {renderDetail && expanded && (
        <tr className="data-table__detail" id={detailId}>
          <td colSpan={span}>{renderDetail(row)}</td>
        </tr>
      )}
    </>
  );
}
