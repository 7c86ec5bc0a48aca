/**
 * The request the probe sent, as a report shows it: its method, address, headers and body with
 * secrets masked, and a `curl` line a backend engineer can paste to replay it. The token is never
 * kept: a signed-in call's line reads it from `$CONTRACT_PROBE_TOKEN`, as the probe itself can.
 */
import type { BodyKind } from '../../sandbox/contract/operations.ts';
import { isSecretName } from './differences.ts';

export interface SentRequest {
  method: string;
  /** The address, the values of query parameters named like secrets hidden. */
  url: string;
  /** The headers sent, the token left out. */
  headers: Record<string, string>;
  /** A signed-in read: the Token header was sent. */
  signedIn: boolean;
  bodyKind: BodyKind;
  /** The body's fields, those named like secrets hidden. */
  body?: Record<string, unknown>;
}

const hidden = (name: string, value: unknown) => (isSecretName(name) ? '(hidden)' : value);

function maskedFields(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, hidden(name, value)]));
}

export function sentRequest(
  method: string,
  url: string,
  headers: Record<string, string>,
  bodyKind: BodyKind,
  body: unknown,
  signedIn: boolean,
): SentRequest {
  const address = new URL(url);
  for (const [name, value] of [...address.searchParams]) address.searchParams.set(name, String(hidden(name, value)));
  const fields = body !== null && typeof body === 'object' ? maskedFields(body as Record<string, unknown>) : undefined;
  return {
    method,
    url: address.toString(),
    headers,
    signedIn,
    bodyKind,
    ...(fields && bodyKind !== 'none' ? { body: fields } : {}),
  };
}

/** A word for the shell, in single quotes. */
const quoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The request as a curl command line, on one line. */
export function curlLine(request: SentRequest): string {
  const parts = ['curl', '-sS', ...(request.method === 'GET' ? [] : ['-X', request.method]), quoted(request.url)];
  for (const [name, value] of Object.entries(request.headers)) parts.push('-H', quoted(`${name}: ${value}`));
  if (request.signedIn) parts.push('-H', '"Token: $CONTRACT_PROBE_TOKEN"');
  const fields = Object.entries(request.body ?? {}).map(([name, value]) => [name, String(value)]);
  if (request.bodyKind === 'json' && request.body) parts.push('--data', quoted(JSON.stringify(request.body)));
  if (request.bodyKind === 'form') parts.push('--data', quoted(new URLSearchParams(fields).toString()));
  if (request.bodyKind === 'multipart')
    for (const [name, value] of fields) parts.push('-F', quoted(`${name}=${value}`));
  return parts.join(' ');
}
