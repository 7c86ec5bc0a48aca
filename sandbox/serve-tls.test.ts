/**
 * `sandbox/serve.ts` with TLS_CERT and TLS_KEY: HTTPS with HTTP/2 (as production serves the app),
 * HTTP/1.1 still for clients without it. Started as `npm run serve` starts it, sandbox only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type ClientHttp2Session } from 'node:http2';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLocalCertificate } from '../scripts/local-certificate.ts';

const port = 4900 + Math.floor(Math.random() * 90);
const origin = `https://localhost:${port}`;
const folder = mkdtempSync(join(tmpdir(), 'serve-tls-'));
let server: ChildProcess;
let client: ClientHttp2Session;

function ask(path: string, method = 'GET', body?: string): Promise<{ status: number; text: string }> {
  return new Promise((done, fail) => {
    const stream = client.request({
      ':path': path,
      ':method': method,
      ...(body ? { 'content-type': 'application/json' } : {}),
    });
    let status = 0;
    let text = '';
    stream.on('response', (headers) => (status = Number(headers[':status'])));
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (text += chunk));
    stream.on('end', () => done({ status, text }));
    stream.on('error', fail);
    stream.end(body);
  });
}

beforeAll(async () => {
  const { cert, key } = makeLocalCertificate(folder);
  server = spawn('npx', ['tsx', 'sandbox/serve.ts'], {
    env: { ...process.env, PORT: String(port), TLS_CERT: cert, TLS_KEY: key, DIST_DIR: join(folder, 'no-app') },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 150; i++) {
    const up = await new Promise<boolean>((done) => {
      const probe = connect(origin, { rejectUnauthorized: false });
      probe.once('connect', () => (probe.close(), done(true)));
      probe.once('error', () => done(false));
    });
    if (up) break;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  client = connect(origin, { rejectUnauthorized: false });
}, 40_000);

afterAll(() => {
  client?.close();
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  rmSync(folder, { recursive: true, force: true });
});

describe('the sandbox server over TLS', () => {
  it('answers the sandbox and its knobs over HTTP/2, request bodies included', async () => {
    const knob = await ask('/__sandbox/banner-picture', 'POST', JSON.stringify({ kb: 80 }));
    // An HTTP/2 client: the server must speak HTTP/2 over TLS to answer at all.
    expect(knob.status).toBe(200);
    expect(JSON.parse(knob.text)).toEqual({ kb: 80 });
    const banners = await ask(
      '/sandbox/base/api/idcm/foundation/app/SubBanner/GetBannerList?languageCode=en&type=home',
    );
    expect(banners.status).toBe(200);
    expect(JSON.parse(banners.text).Data[0].ImageUrl).toMatch(/^\/__sandbox\/media\/banner-\d+-80kb\.png$/);
  });

  it('still answers HTTP/1.1 clients, over HTTPS', async () => {
    const answer = await new Promise<{ status: number; version: string }>((done, fail) => {
      const asking = request(`${origin}/__sandbox/calls`, { rejectUnauthorized: false }, (reply) => {
        reply.resume();
        reply.on('end', () => done({ status: reply.statusCode ?? 0, version: reply.httpVersion }));
      });
      asking.on('error', fail);
      asking.end();
    });
    expect(answer).toEqual({ status: 200, version: '1.1' });
  });
});
