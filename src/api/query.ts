/**
 * Server data through the query cache, with `call()` as the fetcher. Keys follow the operation:
 * `[operationId, init]`. A mutation names the operations whose data it changes, and those reload.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { ApiResult, CallOptions } from './call.ts';
import { api } from './clients.ts';
import { callOperation, type DataOf, type InitOf, type Operation, type OperationArgs } from './operation.ts';
import { CallFailed, queryClient } from './query-client.ts';

/**
 * The query of an operation: `useQuery(apiQuery(op, init))`, spread with more options where needed.
 * The key ends with the language the call is sent in, since answers are in that language.
 */
export function apiQuery<O extends Operation>(op: O, ...args: OperationArgs<O>) {
  return queryOptions({
    queryKey: [op.id, args[0] ?? null, api().language()] as readonly [operation: string, init: unknown, language: string],
    queryFn: async (): Promise<DataOf<O>> => {
      const result = await callOperation(op, ...args);
      if (!result.ok) throw new CallFailed(result.error);
      // The cache keeps no undefined: an answer without Data is kept as null.
      return (result.data ?? null) as DataOf<O>;
    },
  });
}

/** Not the customer's own data (markets, banners, announcements): kept when they sign out. */
export const publicData = { meta: { public: true } } as const;

/** Content that hardly changes (help, news, site texts): kept for ten minutes, not reloaded on focus. */
export const contentData = { meta: { public: true }, staleTime: 10 * 60_000, refetchOnWindowFocus: false } as const;

/** A paged list: the previous page stays on screen while the next one loads. */
export const keepPreviousPage = { placeholderData: keepPreviousData } as const;

/** Polled every `ms` while a component shows it; paused while the tab is hidden, stopped when none does. */
export const pollEvery = (ms: number) => ({ refetchInterval: ms }) as const;

/** Reloads the data of these operations (every cached set of parameters). */
export function reload(operations: readonly Operation[]): Promise<void> {
  return Promise.all(operations.map((op) => queryClient.invalidateQueries({ queryKey: [op.id] }))).then(() => undefined);
}

interface MutationOptions extends CallOptions {
  /** The operations whose data this one changes: they reload once it succeeds (or times out). */
  changes: readonly Operation[];
}

/**
 * A call that changes data. `send` runs it at most once at a time (a second send while one is
 * under way gets the same answer), and it is never retried: a timeout reloads what it may have
 * changed, so the page can show where to check.
 */
export function useApiMutation<O extends Operation>(op: O, { changes, ...options }: MutationOptions) {
  const client = useQueryClient();
  const inFlight = useRef<Promise<ApiResult<DataOf<O>>> | null>(null);
  const mutation = useMutation({
    mutationFn: (init: InitOf<O>) => callOperation(op, ...([init, options] as OperationArgs<O>)),
    onSuccess: (result) => {
      if (result.ok || result.error.kind === 'timeout') void Promise.all(changes.map((changed) => client.invalidateQueries({ queryKey: [changed.id] })));
    },
  });
  const { mutateAsync } = mutation;
  const send = useCallback(
    (init: InitOf<O>) =>
      (inFlight.current ??= mutateAsync(init).finally(() => {
        inFlight.current = null;
      })),
    [mutateAsync],
  );
  return { send, pending: mutation.isPending, result: mutation.data, reset: mutation.reset };
}
