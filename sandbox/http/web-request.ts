/** Turns a web Request (from msw, or the Node server) into a sandbox call and an answer into a Response. */
import { findOperation, hostIds, type HostId } from '../contract/operations.ts';
import { readFormBody } from '../contract/validate.ts';
import type { Sandbox, SandboxAnswer, SandboxCall } from '../core/sandbox.ts';

/** Where the sandbox answers: /sandbox/<host>/<path of the host's document>. */
export const sandboxPrefix = '/sandbox/';

export function sandboxTarget(url: URL): { host: HostId; path: string } | null {
  if (!url.pathname.startsWith(sandboxPrefix)) return null;
  const rest = url.pathname.slice(sandboxPrefix.length);
  const slash = rest.indexOf('/');
  const host = rest.slice(0, slash) as HostId;
  if (slash < 0 || !hostIds.includes(host)) return null;
  return { host, path: rest.slice(slash) };
}

type Body = { body?: unknown } | { problem: string };

async function readBody(request: Request, call: Omit<SandboxCall, 'body'>): Promise<Body> {
  if (request.method === 'GET' || request.method === 'HEAD') return {};
  const type = request.headers.get('content-type') ?? '';
  const text = type.startsWith('multipart/form-data') ? null : await request.text();
  if (text === '') return {};
  if (type.startsWith('application/json')) {
    try {
      return { body: JSON.parse(text!) };
    } catch {
      return { problem: 'body: is not valid JSON' };
    }
  }
  const op = findOperation(call.host, call.method, call.path);
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const fields = Object.fromEntries(new URLSearchParams(text!));
    return { body: op ? readFormBody(op, fields) : fields };
  }
  if (type.startsWith('multipart/form-data')) {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    // A file part reaches the handler as its file name; the sandbox keeps no file contents.
    form.forEach((value, name) => {
      fields[name] = typeof value === 'string' ? value : value.name;
    });
    return { body: op ? readFormBody(op, fields) : fields };
  }
  return { problem: `body: content type ${type || '(none)'} is not accepted` };
}

export async function answerWebRequest(sandbox: Sandbox, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const target = sandboxTarget(url);
  if (!target) return new Response('Not found', { status: 404 });
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  const call = { ...target, method: request.method, query: url.searchParams, headers };
  const body = await readBody(request, call);
  const answer: SandboxAnswer =
    'problem' in body
      ? { status: 400, contentType: 'application/json', body: { StatusCode: 400, Msg: body.problem, Data: null } }
      : await sandbox.handle({ ...call, body: body.body });
  return toResponse(answer);
}

export function toResponse(answer: SandboxAnswer): Response {
  // A network error: msw fails the caller's fetch with it, and the Node server drops the connection.
  if (answer.lost) return Response.error();
  // By its internal slot, not instanceof: under jsdom the bytes may come from another realm's Uint8Array.
  const payload = ArrayBuffer.isView(answer.body) ? answer.body : JSON.stringify(answer.body);
  return new Response(payload as BodyInit, {
    status: answer.status,
    headers: { 'content-type': answer.contentType, 'cache-control': 'no-store' },
  });
}
