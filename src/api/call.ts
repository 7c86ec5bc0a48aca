/**
 * `call(api().base.POST(...), options)`: runs a call and gives a typed result a page can always
 * render, applying the error catalogue (spec section 8) once for every call.
 */
import { apiEffects } from './effects.ts';
import { isEnvelope, isSuccess, resultCode, type ResultCode } from './envelope.ts';
import { effectOf } from './error-catalogue.ts';
import { log } from '../lib/log.ts';

export type ApiError =
  /** The server answered a code of the catalogue (its effect has been applied unless ignored). */
  | { kind: 'code'; code: ResultCode; message: string }
  /** An HTTP failure (401/403 after a failed refresh, 400, 5xx). */
  | { kind: 'http'; status: number; message: string }
  /** No answer within the request timeout. */
  | { kind: 'timeout' }
  /** No answer at all (offline, refused). */
  | { kind: 'network' };

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export interface CallOptions {
  /** Codes this call expects and handles itself: no dialog, no toast. */
  ignore?: readonly ResultCode[];
  /**
   * The caller shows every refusal itself (a form, on a field or over the form): no toast repeats
   * it. Dialogs, maintenance and the end of a session still apply.
   */
  refusalsShown?: boolean;
}

interface FetchOutcome {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The Data of a call's success answer (openapi-fetch's result is a union of success and failure). */
export type AnswerData<O> = O extends { data: infer E } ? (E extends { Data: infer D } ? D : never) : never;

function applyCatalogue(code: ResultCode, message: string, options: CallOptions): void {
  if (options.ignore?.some((c) => String(c) === String(code))) return;
  const effect = effectOf(code);
  switch (effect.kind) {
    case 'refresh':
      return;
    case 'maintenance':
      return apiEffects.emit({ type: 'maintenance' });
    case 'dialog':
      apiEffects.emit({ type: 'dialog', dialog: effect.dialog, code, message });
      if (effect.endsSession) apiEffects.emit({ type: 'sessionEnded', reason: 'code' });
      return;
    case 'serverMessageToast':
      if (!options.refusalsShown) apiEffects.emit({ type: 'toast', code, message });
      return;
    case 'codeToast':
      if (!options.refusalsShown) apiEffects.emit({ type: 'toast', code, message: null });
      return;
  }
}

function failure(error: ApiError, where: string): { ok: false; error: ApiError } {
  log.warn(`call ${where} failed`, error);
  return { ok: false, error };
}

export async function call<O extends FetchOutcome>(
  pending: Promise<O>,
  options: CallOptions = {},
): Promise<ApiResult<AnswerData<O>>> {
  let outcome: O;
  try {
    outcome = await pending;
  } catch (error) {
    const timedOut = (error as { name?: string } | null)?.name === 'TimeoutError';
    if (timedOut) apiEffects.emit({ type: 'timeout', path: '' });
    return failure(timedOut ? { kind: 'timeout' } : { kind: 'network' }, 'without answer');
  }
  const { response } = outcome;
  const where = new URL(response.url || 'http://x/').pathname;
  const body = outcome.data ?? outcome.error;
  if (isEnvelope(body)) {
    const code = resultCode(body);
    if (response.ok && isSuccess(code)) return { ok: true, data: body.Data as AnswerData<O> };
    if (response.ok && code !== undefined) {
      applyCatalogue(code, body.Msg ?? '', options);
      return failure({ kind: 'code', code, message: body.Msg ?? '' }, where);
    }
  }
  return failure(
    { kind: 'http', status: response.status, message: isEnvelope(body) ? (body.Msg ?? '') : response.statusText },
    where,
  );
}
