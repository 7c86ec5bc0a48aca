/**
 * A list's table over a query, as Loaded is for the rest: skeleton rows until the first answer, the
 * previous page dimmed while the next loads, the list's empty state, and a failure with a retry. A
 * reload that fails keeps the rows on screen.
 */
import type { QueryState } from '../api/query.ts';
import { DataTable, type DataTableProps } from '../ui/DataTable.tsx';
import { LoadError } from '../ui/LoadState.tsx';
import { useApiErrorText } from './use-api-error-text.ts';

type LoadedTableProps<T, Row, SortColumn extends string> = Omit<
  DataTableProps<Row, SortColumn>,
  'rows' | 'loading' | 'busy'
> & {
  query: QueryState<T>;
  /** The rows of an answer (a page's items). */
  rows: (data: T) => readonly Row[];
};

export function LoadedTable<T, Row, SortColumn extends string = string>({
  query,
  rows,
  ...table
}: LoadedTableProps<T, Row, SortColumn>) {
  const errorText = useApiErrorText();
  if (query.data === undefined && query.error)
    return <LoadError message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  return (
    <DataTable
      {...table}
      rows={query.data === undefined ? [] : rows(query.data)}
      loading={query.isPending}
      busy={query.isPlaceholderData}
    />
  );
}
