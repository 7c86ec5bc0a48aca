/**
 * What a module handler receives and returns, typed from the generated clients so that a
 * handler cannot drift from the contract at compile time either.
 */
import type { operations as BaseOperations } from '../../generated/base.ts';
import type { operations as FuturesOperations } from '../../generated/futures.ts';
import type { operations as MaintenanceOperations } from '../../generated/maintenance.ts';
import type { Language } from '../seed/foundation-l10n.ts';
import type { Customer } from '../state/customers.ts';
import type { SandboxState } from '../state/index.ts';
import type { Session } from '../state/sessions.ts';

export type Operations = BaseOperations & FuturesOperations & MaintenanceOperations;
export type OperationId = keyof Operations & string;

type Content<O> = O extends { requestBody?: { content: infer C } } ? C : never;
export type BodyOf<O> = [Content<O>] extends [never]
  ? undefined
  : Content<O> extends { 'application/json': infer B }
    ? B
    : Content<O> extends { 'application/x-www-form-urlencoded': infer B }
      ? B
      : Content<O> extends { 'multipart/form-data': infer B }
        ? B
        : undefined;

export type QueryOf<O> = O extends { parameters: { query?: infer Q } }
  ? [Q] extends [undefined]
    ? Record<string, never>
    : NonNullable<Q>
  : Record<string, never>;

type OkContent<O> = O extends { responses: { 200: { content: infer C } } } ? C : never;
export type DataOf<O> =
  OkContent<O> extends { 'application/json': infer E } ? (E extends { Data: infer D } ? D : never) : BinaryAnswer;

/** A binary answer (e.g. GetNewsResource). */
export interface BinaryAnswer {
  contentType: string;
  bytes: Uint8Array;
}

export interface HandlerContext<O> {
  body: BodyOf<O>;
  query: QueryOf<O>;
  /** Request headers, names in lower case. */
  headers: Record<string, string>;
  /** The LanguageCode header, or en. */
  language: Language;
  /** The signed-in customer; always set for operations that need a token. */
  customer: Customer | null;
  session: Session | null;
  state: SandboxState;
}

export type Handler<K extends OperationId> = (
  ctx: HandlerContext<Operations[K]>,
) => DataOf<Operations[K]> | Promise<DataOf<Operations[K]>>;

export type HandlerMap = { [K in OperationId]: Handler<K> };

/** The handlers of one module: `export const xHandlers = { ... } satisfies ModuleHandlers;` */
export type ModuleHandlers = Partial<HandlerMap>;

/** The signed-in customer of a call that needs one. */
export function signedIn<O>(ctx: HandlerContext<O>): Customer {
  if (!ctx.customer) throw new Error('signedIn() used in an operation that does not require a token');
  return ctx.customer;
}
