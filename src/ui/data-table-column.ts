/** A column of a DataTable: what its header says and what each row shows in it. */
import type { ReactNode } from 'react';

export interface Column<Row> {
  /** Unique in the table; for a sortable column, one of the sort's columns (`amount` in `amount:desc`). */
  id: string;
  /** The header, and the label of the value when a row shows as a card. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Where the values line up; numeric columns default to the end. */
  align?: 'start' | 'end';
  /** Figures of the same width (tabular), so amounts line up and do not jitter as they change. */
  numeric?: boolean;
  /** The header is a button that sorts by this column (the table needs `onSort`). */
  sortable?: boolean;
  /** Left out of the cards of a narrow screen (a detail the card's other values already say). */
  hideOnCards?: boolean;
  /** The header is said to screen readers only (a column of stars or small charts, whose cells say what they are). */
  hideHeader?: boolean;
}

export const alignOf = (column: Column<never>): 'start' | 'end' => column.align ?? (column.numeric ? 'end' : 'start');

export const cellClass = (column: Column<never>): string =>
  [
    'data-table__cell',
    `data-table__cell--${alignOf(column)}`,
    column.numeric ? 'data-table__cell--num' : '',
    column.hideOnCards ? 'data-table__cell--wide-only' : '',
  ]
    .filter(Boolean)
    .join(' ');
