/** A query's states in one place: loading, error with a retry, empty (when it can be), then the data. */
import type { ReactElement, ReactNode } from 'react';
import type { QueryState } from '../api/query.ts';
import { Empty, LoadError, Loading } from '../ui/LoadState.tsx';
import { useApiErrorText } from './use-api-error-text.ts';
import { useT } from '../i18n/use-t.ts';

interface LoadedProps<T> {
  query: QueryState<T>;
  /**
   * What shows when the data is empty: a message id, or the whole state when it offers more than a
   * message (a way back to a list, clearing the filters); without it, any answer is the data.
   */
  empty?: string | ReactElement;
  isEmpty?: (data: T) => boolean;
  /** Shown while loading instead of the spinner (a skeleton the size of the content). */
  loading?: ReactNode;
  /**
   * A failed reload leaves the last answer on screen (figures polled or reloaded on focus): the
   * error shows only while there is no answer to show.
   */
  keepOnError?: boolean;
  children: (data: T) => ReactNode;
}

const emptyList = (data: unknown) => data == null || (Array.isArray(data) && data.length === 0);

export function Loaded<T>({
  query,
  empty,
  isEmpty = emptyList,
  loading,
  keepOnError = false,
  children,
}: LoadedProps<T>) {
  const t = useT();
  const errorText = useApiErrorText();
  if (query.error === null && query.data === undefined) return loading ?? <Loading />;
  if (query.error && !(keepOnError && query.data !== undefined))
    return <LoadError message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return null;
  if (empty !== undefined && isEmpty(query.data))
    return typeof empty === 'string' ? <Empty message={t(empty)} /> : empty;
  return <>{children(query.data)}</>;
}
