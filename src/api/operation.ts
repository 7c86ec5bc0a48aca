/**
 * Calls an operation of the contract by its generated descriptor (`generated/operations/<operationId>.ts`), with
 * the request and answer typed from the host's document, through `call()`.
 */
import type { FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import type { paths as BasePaths } from '../../generated/base.ts';
import type { paths as FuturesPaths } from '../../generated/futures.ts';
import type { paths as MaintenancePaths } from '../../generated/maintenance.ts';
import { call, type AnswerData, type ApiResult, type CallOptions } from './call.ts';
import { api } from './clients.ts';
import { formBody, formMediaType, isFormEncoded } from './form-body.ts';

interface HostPaths {
  base: BasePaths;
  futures: FuturesPaths;
  maintenance: MaintenancePaths;
}

/** An operation of the contract, as generated/operations/ describes it. */
export interface Operation {
  readonly id: string;
  readonly host: keyof HostPaths;
  readonly method: 'get' | 'post' | 'put' | 'delete';
  readonly path: string;
}

type PathItem<O extends Operation> = HostPaths[O['host']][O['path'] & keyof HostPaths[O['host']]];
type MethodOf<O extends Operation> = O['method'] & keyof PathItem<O>;

/** What a call of the operation sends: its parameters and body. */
export type InitOf<O extends Operation> = MaybeOptionalInit<PathItem<O>, MethodOf<O>>;

// openapi-fetch's own bound for an operation object.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyOperationObject = Record<string | number, any>;
type OperationObject<O extends Operation> = PathItem<O>[MethodOf<O>] extends infer T extends AnyOperationObject
  ? T
  : never;

/** The Data of the operation's success answer. */
export type DataOf<O extends Operation> = AnswerData<
  FetchResponse<OperationObject<O>, InitOf<O>, `${string}/${string}`>
>;

/** The arguments after the operation: the init (optional when nothing in it is required), then call options. */
export type OperationArgs<O extends Operation> =
  undefined extends InitOf<O> ? [init?: InitOf<O>, options?: CallOptions] : [init: InitOf<O>, options?: CallOptions];

type UntypedMethod = (path: string, init?: unknown) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

export function callOperation<O extends Operation>(
  op: O,
  ...[init, options]: OperationArgs<O>
): Promise<ApiResult<DataOf<O>>> {
  // The descriptor and the client are generated from the same document; the types above tie them.
  const client = api()[op.host] as unknown as Record<string, UntypedMethod>;
  // A form host's body is encoded as the request is made, so the request goes out without a read of its body.
  const sent = isFormEncoded(op.host, op.method, op.path)
    ? { ...(init as object), bodySerializer: formBody, headers: { 'Content-Type': formMediaType } }
    : init;
  return call(client[op.method.toUpperCase()](op.path, sent), options) as Promise<ApiResult<DataOf<O>>>;
}
