/**
 * Operations that answer bytes rather than an envelope (a news picture): the bytes as a Blob, or the
 * error envelope the server sends instead, read through `call()` like any other answer.
 */
import { call, type ApiResult, type CallOptions } from './call.ts';
import { api } from './clients.ts';
import type { InitOf, Operation } from './operation.ts';
import { CallFailed } from './query-cache.ts';
import type { QuerySpec } from './query.ts';

type BlobMethod = (path: string, init: unknown) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

const isJson = (response: Response) => (response.headers.get('content-type') ?? '').includes('json');
// By shape: a Blob made by another realm's fetch (a test's) is not an instance of this one's.
const isBlob = (value: unknown): value is Blob =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Blob).text === 'function' &&
  typeof (value as Blob).type === 'string';

/** Calls `op` for its bytes; a JSON answer (a refusal such as 10004) is read as an envelope. */
export async function callForBytes<O extends Operation>(
  op: O,
  init: InitOf<O>,
  options?: CallOptions,
): Promise<ApiResult<Blob>> {
  const client = api()[op.host] as unknown as Record<string, BlobMethod>;
  const answer = client[op.method.toUpperCase()](op.path, { ...(init as object), parseAs: 'blob' }).then(
    async (outcome) => {
      if (!isBlob(outcome.data)) return outcome;
      // call() reads an envelope: the bytes become its Data, a JSON answer is the envelope itself.
      const data: unknown = isJson(outcome.response) ? JSON.parse(await outcome.data.text()) : { Data: outcome.data };
      return { ...outcome, data };
    },
  );
  return call(answer, options) as Promise<ApiResult<Blob>>;
}

/** The query of an operation's bytes; the key carries the language, as pictures may be titled in it. */
export function bytesQuery<O extends Operation>(op: O, init: InitOf<O>, options?: CallOptions): QuerySpec<Blob> {
  return {
    key: [op.id, init, api().language(), 'customer'],
    fetch: async () => {
      const result = await callForBytes(op, init, options);
      if (!result.ok) throw new CallFailed(result.error);
      return result.data;
    },
  };
}
