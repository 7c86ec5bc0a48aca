/**
 * The stand-in chat and analytics providers under /__sandbox/providers/ (the sandbox
 * environment's chat and analytics hosts): their scripts, and the endpoints those scripts report
 * to, recorded for GET /__sandbox/providers; and the stand-in monitoring collector, whose reports
 * GET /__sandbox/monitoring lists.
 */
import { readFileSync } from 'node:fs';
import type { Sandbox } from '../core/sandbox.ts';

export const providersPrefix = '/__sandbox/providers/';

const scripts: Record<string, { provider: string; file: string }> = {
  'crisp/l.js': { provider: 'crisp', file: 'crisp-l.js' },
  'umami/script.js': { provider: 'umami', file: 'umami-script.js' },
};

const scriptText = (file: string) => readFileSync(new URL(`../providers/${file}`, import.meta.url), 'utf8');

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });

async function readJson(request: Request): Promise<Record<string, unknown> | null> {
  const body: unknown = await request.json().catch(() => null);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

export async function answerProviderRequest(sandbox: Sandbox, request: Request): Promise<Response> {
  const name = new URL(request.url).pathname.slice(providersPrefix.length);
  const script = scripts[name];
  if (script && request.method === 'GET') {
    sandbox.providers.loads[script.provider] = (sandbox.providers.loads[script.provider] ?? 0) + 1;
    return new Response(scriptText(script.file), {
      headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  if (name === 'umami/api/send' && request.method === 'POST') {
    const body = await readJson(request);
    if (body?.type !== 'event' || !body.payload || typeof body.payload !== 'object')
      return json(400, { error: 'expected { type: "event", payload: { ... } }' });
    sandbox.providers.pageViews.push(body.payload as Record<string, unknown>);
    return json(200, { ok: true });
  }
  if (name === 'monitoring/reports' && request.method === 'POST') {
    const body = await readJson(request);
    if (typeof body?.type !== 'string') return json(400, { error: 'expected a JSON report { type: "...", ... }' });
    sandbox.monitoring.push(body);
    return json(200, { ok: true });
  }
  if (name === 'crisp/session' && request.method === 'POST') {
    const body = await readJson(request);
    if (!body) return json(400, { error: 'expected a JSON object' });
    sandbox.providers.chat.push(body);
    return json(200, { ok: true });
  }
  return json(404, { error: `No stand-in provider answers ${request.method} ${name}` });
}
