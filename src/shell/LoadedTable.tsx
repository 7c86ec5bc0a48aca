/**
 * A list's `DataTable` through `Loaded`: skeleton rows (one per row of a page, or `loadingRows`) until
 * the first answer comes, the failure with a retry, the rows (the page on screen dimmed while the next one loads), the
 * table's empty state, and, for a paged list, the pager under the rows. An answer that is a plain
 * list is the rows.
 */
import type { QueryState } from '../api/query.ts';
import { DataTable, type DataTableProps } from '../ui/DataTable.tsx';
import { Pager } from '../ui/Pager.tsx';
import { Loaded } from './Loaded.tsx';

/** A page of a list as the server answers it. */
export interface ListPage<Row> {
  Items: Row[];
  TotalCount: number;
}

interface LoadedTableProps<Row, SortColumn extends string> extends Omit<
  DataTableProps<Row, SortColumn>,
  'rows' | 'loading' | 'busy'
> {
  query: QueryState<ListPage<Row> | readonly Row[]>;
  /** The rows of a page: the pager's page size, and as many skeleton rows unless `loadingRows` says otherwise. */
  pageRows: number;
  /** Skeleton rows, for a list that usually holds fewer rows than a page (one task's rewards). */
  loadingRows?: number;
  /** The page on screen, counted from 1; with `onPage`, the pager shows under a paged list. */
  page?: number;
  onPage?: (page: number) => void;
  /** A failed reload leaves the rows on screen, the error shown only while there are none. */
  keepOnError?: boolean;
}

export function LoadedTable<Row, SortColumn extends string = string>({
  query,
  page,
  pageRows,
  onPage,
  keepOnError,
  loadingRows = pageRows,
  ...table
}: LoadedTableProps<Row, SortColumn>) {
  // Keyed alike, the skeleton's table is the one that fills with rows: it is not mounted twice.
  return (
    <Loaded
      query={query}
      keepOnError={keepOnError}
      loading={<DataTable key="table" {...table} rows={[]} loading loadingRows={loadingRows} />}
    >
      {(answer) => [
        <DataTable
          key="table"
          {...table}
          rows={'Items' in answer ? answer.Items : answer}
          busy={query.isPlaceholderData}
          loadingRows={loadingRows}
        />,
        'Items' in answer && page !== undefined && onPage && (
          <Pager key="pager" page={page} rows={pageRows} total={answer.TotalCount} onPage={onPage} />
        ),
      ]}
    </Loaded>
  );
}
