/**
 * Sends one call of a reviewed operation to a host, as the app does (its common headers, the token
 * of a signed-in read, the body as the document says it is encoded), within a time limit. It refuses
 * any operation the probe may not call, and it never follows a redirect: a host answering a read
 * with a 3xx could otherwise send the call, token attached, to another origin's money action.
 */
import type { CallInput } from './inputs.ts';
import type { HttpAnswer } from './compare.ts';
import type { AllowEntry } from './allowlist.ts';
import { refusalOf, type ProbeOperation } from './operations.ts';
import { sentRequest, type SentRequest } from './request.ts';

export interface Sender {
  fetch: typeof fetch;
  token?: string;
  /** The reviewed list to call from: the committed one unless a test plants another. */
  allowlist?: AllowEntry[];
}

function encodedBody(op: ProbeOperation, body: unknown): { body?: BodyInit; type?: string } {
  if (op.body.kind === 'none' || body === undefined) return {};
  if (op.body.kind === 'json') return { body: JSON.stringify(body), type: 'application/json' };
  const fields = Object.entries(body as Record<string, unknown>).map(([key, value]) => [key, String(value)]);
  if (op.body.kind === 'form')
    return { body: new URLSearchParams(fields).toString(), type: 'application/x-www-form-urlencoded' };
  const form = new FormData();
  for (const [key, value] of fields) form.set(key, value);
  return { body: form };
}

/** The host's address joined with the operation's path and query. */
export function callUrl(hostUrl: string, op: ProbeOperation, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return `${hostUrl.replace(/\/+$/, '')}${op.path}${search ? `?${search}` : ''}`;
}

/** The answer, or why there was none; and the request as a report shows it. */
export type Sent = ({ answer: HttpAnswer } | { error: string }) & { request: SentRequest };

export async function send(
  sender: Sender,
  hostUrl: string,
  op: ProbeOperation,
  input: CallInput,
  timeoutMs: number,
): Promise<Sent> {
  const refusal = refusalOf(op, sender.allowlist);
  if (refusal) throw new Error(`${op.operationId} is not safe to probe (${refusal}); the probe never calls it`);
  const url = callUrl(hostUrl, op, input.query);
  // The token goes to the host named on the command line and nowhere else, whatever a document's path holds.
  if (new URL(url).origin !== new URL(hostUrl).origin) throw new Error(`${op.path} leaves the host ${hostUrl}`);
  const { body, type } = encodedBody(op, input.body);
  const headers: Record<string, string> = { LanguageCode: 'en', ClientType: '0', DeviceId: 'contract-probe' };
  if (type) headers['Content-Type'] = type;
  const signedIn = op.secured && !!sender.token;
  const request = sentRequest(op.method, url, { ...headers }, op.body.kind, input.body, signedIn);
  if (signedIn) headers.Token = sender.token!;
  try {
    const response = await sender.fetch(url, {
      method: op.method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      location: response.headers.get('location') ?? undefined,
      text: await response.text(),
    };
    return { answer, request };
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : error;
    return { error: String(reason instanceof Error ? (reason.cause ?? reason.message) : reason), request };
  }
}
