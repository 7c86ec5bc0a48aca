/**
 * A table of thousands of rows that keeps only the rows on screen (and a few either side) in the
 * page, scrolling with the window: rows of one fixed height, laid out on a grid the caller's CSS
 * names, sortable headers as in DataTable, and the whole length told to screen readers.
 * @tanstack/react-virtual works out which rows are on screen.
 */
import { memo, useEffect, useId, useState, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Sort } from '../lib/sort.ts';
import type { Column } from './data-table-column.ts';
import { Skeleton } from './Skeleton.tsx';
import { RowsSettled } from './virtual-rows-settled.ts';
import { VirtualTableHead, virtualCellClass } from './VirtualTableHead.tsx';
import { useOffsetTop } from './use-offset-top.ts';
import './virtual-table.css';

interface VirtualTableProps<Row, SortColumn extends string> {
  /** Says what the table lists, for screen readers (it is not shown). */
  caption: string;
  /** `hideOnCards` columns are left out below 720 px of the table's width (their sort stays in the header). */
  columns: readonly Column<Row>[];
  /** The column that names the row (its row header); the first one unless told. */
  rowHeader?: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Every row's height in pixels. */
  rowHeight: number;
  /**
   * A class whose CSS sets `--virtual-table-columns` (and `--virtual-table-narrow-columns`); each
   * cell carries `data-column` (its column's id) for placing it.
   */
  className: string;
  sort?: Sort<SortColumn> | null;
  onSort?: (sort: Sort<SortColumn> | null) => void;
  /** Nothing loaded yet: this many skeleton rows. */
  loading?: boolean;
  /**
   * The rows on screen are about to be replaced (a new sort or list being drawn in React's own
   * time): they grey out if that takes more than a moment, and the table says it is busy.
   */
  busy?: boolean;
  loadingRows?: number;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /**
   * Wraps each row's cells: what several cells of a row share (one load of the row's own data,
   * given to its cells through a context) is then asked once per row rather than once per cell.
   */
  rowContext?: ComponentType<{ row: Row; children: ReactNode }>;
  /** Told when the list starts and stops scrolling (a live list holds its reloads while it scrolls). */
  onScrolling?: (scrolling: boolean) => void;
}

/** Rows drawn beyond each edge of the screen, so a short scroll shows no gap. */
const overscan = 6;
/**
 * The window the first render assumes, before the browser's is measured: the page renderer has no
 * window, and the takeover must draw what it drew. Its rows are then in the page's HTML (for a
 * crawler too), and the measured window changes only which rows are kept.
 */
const firstWindow = { width: 0, height: 900 };

export function VirtualTable<Row, SortColumn extends string = string>(props: VirtualTableProps<Row, SortColumn>) {
  const {
    caption,
    columns,
    rowHeader = columns[0].id,
    rows,
    rowKey,
    rowHeight,
    className,
    sort,
    onSort,
    loading = false,
    busy = false,
    loadingRows = 10,
    empty,
    rowContext,
    onScrolling,
  } = props;
  const intl = useIntl();
  const base = `vt-${useId().replace(/[^\w-]/g, '')}`;
  const [bodyRef, offsetTop] = useOffsetTop<HTMLDivElement>();
  const count = loading ? 0 : rows.length;
  // Rows render in React's own time rather than synchronously inside each scroll event.
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => rowHeight,
    overscan,
    scrollMargin: offsetTop,
    initialRect: firstWindow,
    initialOffset: 0,
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const letLoad = useRowsLetLoad(!virtualizer.isScrolling, items.length);
  const { isScrolling } = virtualizer;
  useEffect(() => onScrolling?.(isScrolling), [isScrolling, onScrolling]);

  if (!loading && rows.length === 0)
    return <div className={`virtual-table virtual-table--empty ${className}`}>{empty}</div>;

  const before = items.length > 0 ? items[0].start - offsetTop : 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1].end - offsetTop) : 0;
  const style = { '--virtual-table-row': `${rowHeight}px` } as CSSProperties;
  return (
    <div
      className={`virtual-table${busy ? ' virtual-table--busy' : ''} ${className}`}
      style={style}
      aria-busy={loading || busy || undefined}
    >
      {loading && (
        <span role="status" className="visually-hidden">
          {intl.formatMessage({ id: 'common.loading' })}
        </span>
      )}
      <div role="table" aria-labelledby={`${base}-caption`} aria-rowcount={count + 1} className="virtual-table__table">
        <span id={`${base}-caption`} className="visually-hidden">
          {caption}
        </span>
        <VirtualTableHead columns={columns} sort={sort} onSort={onSort} />
        <div
          role="rowgroup"
          ref={bodyRef}
          className="virtual-table__body"
          style={{ paddingTop: before, paddingBottom: after }}
        >
          {loading
            ? Array.from({ length: loadingRows }, (_, index) => <SkeletonRow key={index} columns={columns} />)
            : items.map((item, position) => (
                <RowsSettled.Provider key={rowKey(rows[item.index])} value={position < letLoad}>
                  <VirtualRow
                    row={rows[item.index]}
                    index={item.index}
                    columns={columns}
                    rowHeader={rowHeader}
                    rowContext={rowContext}
                  />
                </RowsSettled.Provider>
              ))}
        </div>
      </div>
    </div>
  );
}

/** Rows whose own loads start in each task once the list is still: a screen of rows asking at once would hold the page up. */
const rowsPerTask = 4;

/**
 * The page renderer draws its first screen of rows whole (their figures at their precisions); the
 * browser's takeover shows what the page came with, and its rows load the rest in their turn.
 */
const firstRowsLet = () => (typeof window === 'undefined' ? Number.POSITIVE_INFINITY : 0);

/**
 * How many of the rows drawn (from the top) may load their own data: none while the list scrolls
 * and none in the render that first shows them, then a few more in each task once the list is
 * still, so that rows scrolling past ask for nothing and the list paints before its rows ask.
 */
function useRowsLetLoad(still: boolean, drawn: number): number {
  const [allowed, setAllowed] = useState(firstRowsLet);
  if (!still && allowed !== 0) setAllowed(0);
  useEffect(() => {
    if (!still || allowed >= drawn) return;
    const timer = setTimeout(() => setAllowed((n) => n + rowsPerTask));
    return () => clearTimeout(timer);
  }, [still, allowed, drawn]);
  return still ? allowed : 0;
}

interface VirtualRowProps<Row> {
  row: Row;
  index: number;
  columns: readonly Column<Row>[];
  rowHeader: string;
  rowContext?: ComponentType<{ row: Row; children: ReactNode }>;
}

/** A row renders again only when its data or the columns change, not as its neighbours scroll by. */
const VirtualRow = memo(function VirtualRow<Row>({
  row,
  index,
  columns,
  rowHeader,
  rowContext: RowContext,
}: VirtualRowProps<Row>) {
  const cells = columns.map((column) =>
    column.id === rowHeader ? (
      <div
        role="rowheader"
        key={column.id}
        data-column={column.id}
        className={`${virtualCellClass(column)} virtual-table__row-head`}
      >
        {column.cell(row)}
      </div>
    ) : (
      <div role="cell" key={column.id} data-column={column.id} className={virtualCellClass(column)}>
        {column.cell(row)}
      </div>
    ),
  );
  return (
    <div role="row" aria-rowindex={index + 2} className="virtual-table__row">
      {RowContext ? <RowContext row={row}>{cells}</RowContext> : cells}
    </div>
  );
}) as <Row>(props: VirtualRowProps<Row>) => ReactNode;

function SkeletonRow<Row>({ columns }: { columns: readonly Column<Row>[] }) {
  return (
    <div role="row" className="virtual-table__row virtual-table__row--skeleton">
      {columns.map((column) => (
        <div role="cell" key={column.id} data-column={column.id} className={virtualCellClass(column)}>
          <Skeleton width={column.numeric ? '5em' : '70%'} />
        </div>
      ))}
    </div>
  );
}
