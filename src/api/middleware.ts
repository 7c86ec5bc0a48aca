/**
 * The middleware every call goes through: headers, timeout, and the refresh
 * queue's replay of a call that met an expired token.
 */
import type { Middleware } from 'openapi-fetch';
import type { ApiContext } from './context.ts';
import { isEnvelope, resultCode } from './envelope.ts';

export const refreshPath = '/api/idcm/customer/Customer/Refresh';
export const tokenHeader = 'Token';

const expiredCode = '40003';

/**
 * An expired-token answer is a small envelope: an answer longer than this (a market list of a few
 * megabytes) is not read a second time here, only its beginning.
 */
const expiredAnswerMaxChars = 16_384;

/** The answer's text when it is short, or null when it is longer than `maxChars`. */
async function shortText(response: Response, maxChars: number): Promise<string | null> {
  const reader = response.clone().body?.getReader();
  if (!reader) return '';
  const decoder = new TextDecoder();
  let text = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return text + decoder.decode();
      text += decoder.decode(value, { stream: true });
      if (text.length > maxChars) {
        void reader.cancel().catch(() => undefined);
        return null;
      }
    }
  } catch {
    return '';
  }
}

/** Does this answer say the token has expired? */
async function needsRefresh(response: Response): Promise<boolean> {
  if (response.status === 401 || response.status === 403) return true;
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return false;
  // Only a short answer that mentions the code is parsed here (the caller parses every answer anyway).
  const text = await shortText(response, expiredAnswerMaxChars);
  if (text === null || !text.includes(expiredCode)) return false;
  try {
    const body: unknown = JSON.parse(text);
    return isEnvelope(body) && String(resultCode(body)) === expiredCode;
  } catch {
    return false;
  }
}

export function createMiddleware(context: ApiContext): Middleware {
  // A request body can be read once: each call keeps a clone, taken before it is sent, to replay.
  const unsent = new Map<string, { copy: Request; token: string | null }>();

  return {
    async onRequest({ request, schemaPath, id }) {
      const token = context.session.token();
      const headers = new Headers(request.headers);
      if (token) headers.set(tokenHeader, token);
      headers.set('LanguageCode', context.language());
      headers.set('ClientType', String(context.clientType()));
      headers.set('DeviceId', context.deviceId());
      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(context.timeoutMs)]);
      // The body passes on unread (callOperation form-encodes a form host's body as the request is made), so
      // the call goes out at once; a change sent as the customer leaves (a favourite) outlives the page.
      const prepared = new Request(request, { headers, signal, keepalive: request.keepalive });
      if (schemaPath !== refreshPath) unsent.set(id, { copy: prepared.clone(), token });
      return prepared;
    },

    async onResponse({ response, id }) {
      const sent = unsent.get(id);
      unsent.delete(id);
      if (!sent || !(await needsRefresh(response))) return response;
      const token = await context.session.refreshed(sent.token);
      if (!token) return response;
      const headers = new Headers(sent.copy.headers);
      headers.set(tokenHeader, token);
      // Replayed once, straight through fetch: a replay that fails again is not replayed twice.
      return globalThis.fetch(new Request(sent.copy, { headers }));
    },

    onError({ id }) {
      unsent.delete(id);
    },
  };
}
