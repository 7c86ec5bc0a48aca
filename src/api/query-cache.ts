/**
 * The one cache of server data (SWR), its app-wide settings, and what code outside a component
 * does with it: reload the data of some operations, put an answer in, forget the customer's data.
 */
import { createElement, useLayoutEffect, type ReactNode } from 'react';
import {
  mutate as mutateDefault,
  SWRConfig,
  unstable_serialize,
  useSWRConfig,
  type Cache,
  type Key,
  type ScopedMutator,
  type State,
} from 'swr';
import type { ApiError } from './call.ts';
import type { Operation } from './operation.ts';

/** A load that failed, as the cache holds it. */
export class CallFailed extends Error {
  constructor(readonly error: ApiError) {
    super(`The call failed (${error.kind})`);
    this.name = 'CallFailed';
  }
}

/** `[operationId, init, language, scope]`: `public` answers are not the customer's own, and stay at sign-out. */
export type QueryKey = readonly [operation: string, init: unknown, language: string, scope: 'public' | 'customer'];

const isQueryKey = (key: unknown): key is QueryKey =>
  Array.isArray(key) && key.length === 4 && typeof key[0] === 'string';

/**
 * Answers are fresh on every mount, and identical calls within two seconds are one request. A
 * failed load is not retried on its own (its catalogue message would repeat): the page's retry
 * button asks again.
 */
const settings = { shouldRetryOnError: false, dedupingInterval: 2_000, focusThrottleInterval: 5_000 } as const;

/** The answers a page rendered on the server came with, by key: its takeover draws from them (SWR's fallback). */
const rendered: Record<string, unknown> = {};

export function takeRenderedAnswers(answers: readonly (readonly [key: unknown, data: unknown])[]): void {
  for (const [key, data] of answers) rendered[unstable_serialize(key as Key)] = data;
}

let active: { cache: Cache; mutate: ScopedMutator } | null = null;

/** The key a cache entry was made for (SWR keeps it beside the answer). */
const originalKey = (cache: Cache, entry: string): unknown => (cache.get(entry) as { _k?: unknown } | undefined)?._k;

function Bridge() {
  const { cache, mutate } = useSWRConfig();
  useLayoutEffect(() => {
    const mine = { cache, mutate };
    active = mine;
    return () => {
      if (active === mine) active = null;
    };
  }, [cache, mutate]);
  return null;
}

/** The cache's provider; `fresh` gives a cache of its own (each component test starts empty). */
export function QueryProvider({ children, fresh = false }: { children: ReactNode; fresh?: boolean }) {
  return createElement(
    SWRConfig,
    { value: fresh ? { ...settings, provider: () => new Map() } : { ...settings, fallback: rendered } },
    createElement(Bridge),
    children,
  );
}

const mutator = (): ScopedMutator => active?.mutate ?? mutateDefault;

/** Reloads the data of these operations, every set of parameters: shown data reloads now, the rest when next shown. */
export function reload(operations: readonly Operation[]): Promise<void> {
  const ids = new Set(operations.map((op) => op.id));
  return mutator()((key) => isQueryKey(key) && ids.has(key[0])).then(() => undefined);
}

/** The answer the cache holds for a key, if any. */
export function cachedAnswer(key: QueryKey): unknown {
  const cache = active?.cache;
  const id = JSON.stringify(key);
  for (const entry of cache?.keys() ?? [])
    if (JSON.stringify(originalKey(cache!, entry)) === id) return (cache!.get(entry) as State).data;
}

/** Puts an answer in the cache without asking the server. */
export function setAnswer(key: QueryKey, data: unknown): void {
  void mutator()(key, data, { revalidate: false });
}

/**
 * Changes a cached answer from what it is now, without asking the server: an optimistic change,
 * or undoing one, that leaves changes made meanwhile (another row's) in place.
 */
export function updateAnswer<T>(key: QueryKey, update: (current: T | undefined) => T | undefined): void {
  void mutator()(key, (current: T | undefined) => update(current), { revalidate: false });
}

/** After sign-out: every cached answer that may belong to the customer goes, so nothing of theirs stays in memory. */
export function forgetCustomerData(): void {
  const cache = active?.cache;
  if (!cache) return;
  for (const key of [...cache.keys()]) {
    const original = originalKey(cache, key);
    if (!isQueryKey(original) || original[3] !== 'public') cache.delete(key);
  }
}

/** Every cached key (tests assert what sign-out leaves). */
export const cachedKeys = (): QueryKey[] => {
  const cache = active?.cache;
  return cache ? [...cache.keys()].map((entry) => originalKey(cache, entry)).filter(isQueryKey) : [];
};
