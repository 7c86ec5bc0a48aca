/** A section's call states in one place: loading, error with retry, empty, then the data. */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../api/error-message.ts';
import type { CallState } from '../../api/use-call.ts';
import { Empty, LoadError, Loading } from '../../ui/LoadState.tsx';

interface LoadedProps<T> {
  state: CallState<T> & { reload: () => void };
  /** Message id shown when the data is empty. */
  empty: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

const emptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

export function Loaded<T>({ state, empty, isEmpty = emptyList, children }: LoadedProps<T>) {
  const intl = useIntl();
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') {
    const message = errorMessage(state.error);
    return <LoadError message={intl.formatMessage({ id: message.id }, message.values)} onRetry={state.reload} />;
  }
  if (isEmpty(state.data)) return <Empty message={intl.formatMessage({ id: empty })} />;
  return <>{children(state.data)}</>;
}
