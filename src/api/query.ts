/**
 * Server data through the one cache, with `call()` as the fetcher: `useApiQuery(apiQuery(op, init))`.
 * Keys follow the operation (`[operationId, init, language, scope]`). A change names the operations
 * whose data it makes stale, and those reload (`useApiMutation`).
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import type { ApiError, ApiResult, CallOptions } from './call.ts';
import { inOwnTask } from '../lib/next-task.ts';
import { api } from './clients.ts';
import { callOperation, type DataOf, type InitOf, type Operation, type OperationArgs } from './operation.ts';
import { cachedAnswer, CallFailed, reload, setAnswer, type QueryKey } from './query-cache.ts';

/** What to load and how to keep it; build it with `apiQuery` and spread in a policy. */
export interface QuerySpec<T, S = T> {
  key: QueryKey;
  fetch: () => Promise<T>;
  /** Not the customer's own data (markets, banners): kept when they sign out. */
  public?: boolean;
  /** Content that hardly changes (help, news, site texts): loaded once, not again on focus or remount. */
  content?: boolean;
  /** A paged list: the previous page stays on screen while the next one loads. */
  keepPrevious?: boolean;
  /**
   * Polled every so many milliseconds while shown; paused in a hidden tab, stopped when nothing
   * shows it. A function of the latest answer decides after each one (0 stops).
   */
  pollMs?: number | ((data: T | undefined) => number);
  /** False: not loaded (yet). */
  enabled?: boolean;
  /**
   * True: an answer already in the cache shows, but nothing is asked for (no load, no poll) until
   * it turns false, when a missing answer is asked for at once (a row scrolling past).
   */
  paused?: boolean;
  /** Derives what the component shows from the answer (a stable function). */
  select?: (data: T) => S;
  /**
   * The points of a chart: the page renderer leaves them to the browser, so a rendered page carries
   * its figures, not the data its drawings are made from.
   */
  chart?: boolean;
}

/** What the page renderer reads of a load's options besides SWR's own (src/server/render-app.tsx). */
export interface RenderHints {
  chart?: boolean;
}

/** The query of an operation. The key ends with the language the call is sent in, since answers are in it. */
export function apiQuery<O extends Operation>(op: O, ...args: OperationArgs<O>): QuerySpec<DataOf<O>> {
  return {
    key: [op.id, args[0] ?? null, api().language(), 'customer'],
    fetch: async () => {
      const result = await callOperation(op, ...args);
      if (!result.ok) throw new CallFailed(result.error);
      return result.data;
    },
  };
}

/** Not the customer's own data. */
export const publicData = { public: true } as const;
/** Public content that hardly changes. */
export const contentData = { public: true, content: true } as const;
/** A paged list. */
export const keepPreviousPage = { keepPrevious: true } as const;
/** Polled every `ms` while shown. */
export const pollEvery = (ms: number) => ({ pollMs: ms }) as const;
/** Polled every `ms` while shown, until an answer is final (a status page's order once paid, failed or expired). */
export const pollUntil = <T>(ms: number, final: (data: T) => boolean) => ({
  pollMs: (data: T | undefined) => (data !== undefined && final(data) ? 0 : ms),
});

const keyOf = <T, S>(spec: QuerySpec<T, S>): QueryKey =>
  spec.public ? [spec.key[0], spec.key[1], spec.key[2], 'public'] : spec.key;

/** Paused queries being asked for as they resume, by key: several components showing one answer ask once. */
const resuming = new Set<string>();

/**
 * Answers asked for outside components (start-up) and content loads, on their way, by key: whoever
 * wants one meanwhile shares the call. A component's load of other data is not shared with a later
 * one: a reload after a change must ask anew, not take an answer sent before the change.
 */
const asked = new Map<string, Promise<unknown>>();

function shareCall<T>(id: string, fetch: () => Promise<T>): Promise<T> {
  const answer = (asked.get(id) as Promise<T> | undefined) ?? fetch();
  asked.set(id, answer);
  void answer.finally(() => asked.delete(id)).catch(() => undefined);
  return answer;
}

/**
 * Loads an answer outside a component (start-up, before the page's chunk has come) and puts it in
 * the cache: a component that shows it meanwhile shares the call, and one that shows it later finds
 * it there. A call already on its way for it is shared, and content already held is the answer.
 */
export async function fetchAnswer<T, S>(spec: QuerySpec<T, S>): Promise<T> {
  const key = keyOf(spec);
  const held = spec.content ? (cachedAnswer(key) as T | undefined) : undefined;
  if (held !== undefined) return held;
  const data = await shareCall(JSON.stringify(key), spec.fetch);
  setAnswer(key, data);
  return data;
}

interface QueryProgress<T> {
  /** No answer yet, and asking for one. */
  isLoading: boolean;
  /** Asking for an answer (the first one, or again). */
  isFetching: boolean;
  /** The data on screen is the previous page's, while this one loads. */
  isPlaceholderData: boolean;
  /** Asks again (a retry button); resolves with the new answer. */
  refetch: () => Promise<T | undefined>;
}

/** A query as a component sees it: no answer yet (also while not enabled), failed (with the last answer, if any), or answered. */
export type QueryState<T> = QueryProgress<T> &
  (
    | { data: undefined; error: null; isPending: true; isError: false }
    | { data: T | undefined; error: ApiError; isPending: false; isError: true }
    | { data: T; error: null; isPending: false; isError: false }
  );

export function useApiQuery<T, S = T>(spec: QuerySpec<T, S>): QueryState<S> {
  const key = keyOf(spec);
  const id = JSON.stringify(key);
  const paused = spec.paused === true;
  const pausedNow = useRef(paused);
  useLayoutEffect(() => {
    pausedNow.current = paused;
  }, [paused]);
  // Each load starts in a task of its own: a list whose rows each load their own data mounts in one
  // task, and their calls together made one long task on a slow phone.
  const options: SWRConfiguration<T, CallFailed> & RenderHints = {
    keepPreviousData: spec.keepPrevious,
    refreshInterval: spec.pollMs,
    revalidateOnFocus: !spec.content,
    revalidateIfStale: !spec.content,
    revalidateOnReconnect: !spec.content,
    isPaused: () => pausedNow.current,
    chart: spec.chart,
  };
  const swr = useSWR<T, CallFailed>(
    spec.enabled === false ? null : key,
    () => {
      const load = () => inOwnTask(spec.fetch);
      return spec.content ? shareCall(id, load) : ((asked.get(id) as Promise<T> | undefined) ?? load());
    },
    options,
  );
  const wasPaused = useRef(paused);
  const { mutate: ask, data: answer } = swr;
  useEffect(() => {
    const resumed = wasPaused.current && !paused;
    wasPaused.current = paused;
    if (!resumed || answer !== undefined || resuming.has(id)) return;
    resuming.add(id);
    void ask().finally(() => resuming.delete(id));
  }, [paused, answer, ask, id]);
  const { select } = spec;
  const raw = swr.data;
  const data = useMemo(
    () => (raw === undefined ? undefined : select ? select(raw) : (raw as unknown as S)),
    [raw, select],
  );
  const error = swr.error?.error ?? null;
  const { mutate } = swr;
  const refetch = useCallback(
    () =>
      mutate().then((answer) =>
        answer === undefined ? undefined : select ? select(answer) : (answer as unknown as S),
      ),
    [mutate, select],
  );
  // Read only when a component reads them: SWR redraws a component for what its render read, so a
  // poll or a reload that brings the same answer redraws only what shows that a call is under way.
  const progress: QueryProgress<S> = {
    get isLoading() {
      return swr.isLoading;
    },
    get isFetching() {
      return swr.isValidating;
    },
    // With keepPreviousData, SWR shows the last key's answer while this key has none.
    get isPlaceholderData() {
      return !!spec.keepPrevious && data !== undefined && swr.isLoading;
    },
    refetch,
  };
  if (error) return Object.assign(progress, { data, error, isPending: false as const, isError: true as const });
  if (data === undefined)
    return Object.assign(progress, { data: undefined, error: null, isPending: true as const, isError: false as const });
  return Object.assign(progress, { data, error: null, isPending: false as const, isError: false as const });
}

interface MutationOptions extends CallOptions {
  /** The operations whose data this one changes: they reload once it succeeds (or times out). */
  changes: readonly Operation[];
  /**
   * A one-time action (delete, cancel, confirm a payment): once it has succeeded, a later send
   * (a second click landing before the dialog closes) gets that answer without calling again.
   */
  once?: boolean;
  /**
   * A change the customer may leave the page right after making (a favourite's star): its call is sent
   * with `keepalive`, so a reload or a navigation that comes before the answer does not cancel it.
   */
  survivesLeaving?: boolean;
}

/**
 * A call that changes data. `send` runs it at most once at a time (a second send while one is
 * under way gets the same answer), and it is never retried: a timeout reloads what it may have
 * changed, so the page can show where to check. The form that sends it shows its refusals, so no
 * toast repeats them.
 */
export function useApiMutation<O extends Operation>(
  op: O,
  { changes, ignore, once = false, survivesLeaving = false }: MutationOptions,
) {
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<ApiResult<DataOf<O>> | null>(null);
  const inFlight = useRef<Promise<ApiResult<DataOf<O>>> | null>(null);
  const succeeded = useRef<ApiResult<DataOf<O>> | null>(null);
  const send = useCallback(
    (init: InitOf<O>): Promise<ApiResult<DataOf<O>>> =>
      succeeded.current
        ? Promise.resolve(succeeded.current)
        : (inFlight.current ??= (async () => {
            setPending(true);
            try {
              const sent = survivesLeaving ? { ...init, keepalive: true } : init;
              const answer = await callOperation(op, ...([sent, { ignore, refusalsShown: true }] as OperationArgs<O>));
              if (once && answer.ok) succeeded.current = answer;
              setResult(answer);
              // Without an answer (no time left, or the connection lost) the change may have been made.
              if (answer.ok || answer.error.kind === 'timeout' || answer.error.kind === 'network') void reload(changes);
              return answer;
            } finally {
              inFlight.current = null;
              setPending(false);
            }
          })()),
    [op, changes, ignore, once, survivesLeaving],
  );
  const reset = useCallback(() => setResult(null), []);
  return { send, pending, result, reset };
}
