/** A query whose "not found" answer (code 10004) is `null`, for the page to say so, without the catalogue's toast. */
import { CallFailed } from './query-cache.ts';
import { apiQuery, type QuerySpec } from './query.ts';
import type { DataOf, Operation, OperationArgs } from './operation.ts';

export const notFoundCode = '10004';

const isNotFound = (failure: unknown) =>
  failure instanceof CallFailed && failure.error.kind === 'code' && String(failure.error.code) === notFoundCode;

/** `apiQuery(op, init)`, except that an unknown id answers `null` instead of failing. */
export function apiQueryOrMissing<O extends Operation>(
  op: O,
  ...[init, options]: OperationArgs<O>
): QuerySpec<DataOf<O> | null> {
  const query = apiQuery(
    op,
    ...([init, { ...options, ignore: [...(options?.ignore ?? []), notFoundCode] }] as OperationArgs<O>),
  );
  return {
    key: query.key,
    fetch: () =>
      query.fetch().catch((failure: unknown) => {
        if (isNotFound(failure)) return null;
        throw failure;
      }),
  };
}

/** The first query's answer, else the second's, else null (a record two calls may give), under the first's key. */
export function firstAnswer<T>(first: QuerySpec<T>, second: QuerySpec<T>): QuerySpec<T | null> {
  return {
    key: first.key,
    fetch: () =>
      first
        .fetch()
        .catch(() => second.fetch())
        .catch(() => null),
  };
}
