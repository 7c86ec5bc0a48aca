/**
 * `npm start` / `npm run serve`: the built app, its site.json, the sandbox backend and its knobs,
 * all on one origin. Environment: PORT (4173), HOST (localhost), SITE_CONFIG (site-config/site.json),
 * DIST_DIR (dist; the brand folder, brand/ beside SITE_CONFIG, is served at /brand/), CORS_ORIGIN (app origins, comma-separated, that may call the sandbox from
 * another origin, as the operator's API hosts let the app's origin: docs/deploy.md), TLS_CERT and
 * TLS_KEY (PEM files: serve over HTTPS with HTTP/2, as a production host does, HTTP/1.1 for
 * clients without it), RENDER (0: every page is the app's shell, as when the page renderer is down;
 * else the public pages come rendered by the page renderer, dist-server/, which npm run build makes;
 * until it has loaded, pages are the shell, and GET /__render/health answers 503, then 200).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  constants as http2Constants,
  createSecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
} from 'node:http2';
import { readFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { Sandbox } from './core/sandbox.ts';
import { allOperations } from './contract/operations.ts';
import { compileContract } from './contract/validate.ts';
import { answerKnobRequest, knobPrefix } from './http/knob-routes.ts';
import { answerWebRequest, sandboxPrefix } from './http/web-request.ts';
import { chooseEncoding, compress } from './http/compression.ts';
import { corsHeaders, parseOrigins, preflightAnswer } from './http/cors.ts';
import { answerMediaRequest, mediaPrefix } from './http/media-routes.ts';
import { answerProviderRequest, providersPrefix } from './http/provider-routes.ts';
import { createStaticFiles } from './http/static-files.ts';
import { brandFile, isBrandPath } from './http/brand-files.ts';
import { brandFolderOf } from '../deploy/brand-folder.ts';
import { securityHeaders } from '../deploy/security-headers.ts';
import { manifestMediaType, manifestText } from '../deploy/web-app-manifest.ts';
import { checkSiteConfigText } from '../src/config/check-site-config.ts';
import type * as RendererModule from '../src/server/renderer.ts';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? 'localhost';
const siteConfigPath = resolve(root, process.env.SITE_CONFIG ?? 'site-config/site.json');
const dist = resolve(root, process.env.DIST_DIR ?? 'dist');
// The operator's logos, icons and fonts, beside site.json: never in dist/, which a build replaces.
const brandFolder = brandFolderOf(siteConfigPath);
const corsOrigins = parseOrigins(process.env.CORS_ORIGIN);
const tls =
  process.env.TLS_CERT && process.env.TLS_KEY
    ? { cert: readFileSync(process.env.TLS_CERT), key: readFileSync(process.env.TLS_KEY) }
    : null;

const hasApp = existsSync(resolve(dist, 'index.html'));
const rendererFile = resolve(root, 'dist-server/renderer.js');
// The page renderer runs in this server, as its own process does behind nginx (src/server/main.ts);
// it loads while the server already answers.
let renderer: RendererModule.Renderer | null = null;
let rendererSettled = !(hasApp && process.env.RENDER !== '0' && existsSync(rendererFile));
if (!rendererSettled)
  loadRenderer()
    .then(async (loaded) => {
      await loaded.ready;
      renderer = loaded;
    })
    .catch((error: unknown) => console.error('The page renderer could not load; pages are the shell:', error))
    .finally(() => (rendererSettled = true));

async function loadRenderer() {
  process.env.NODE_ENV ??= 'production';
  const { createRenderer } = (await import(rendererFile)) as typeof RendererModule;
  // The sandbox's hosts are paths on this very server.
  const apiOrigin = `${tls ? 'https' : 'http'}://${host}:${port}`;
  return createRenderer({ dist, siteConfig: siteConfigPath, https: tls !== null, cacheSeconds: 0, apiOrigin });
}
if (!hasApp) console.warn(`No built app in ${dist}: serving the sandbox only (npm start builds the app first).`);

const sandbox = new Sandbox();
// The contract is read before the first visitor comes, so the first call answers as fast as the rest.
allOperations();

/** The site.json served now: the site-config knob's, else the file's (null when there is none). */
async function servedSiteConfig(): Promise<string | null> {
  return sandbox.siteConfigOverride ?? (await readFile(siteConfigPath, 'utf8').catch(() => null));
}

// The same headers as the generated nginx block, built from the site.json being served.
let siteHeaders: Record<string, string> = securityHeaders(null, { https: tls !== null });
async function refreshSiteHeaders(): Promise<void> {
  const text = await servedSiteConfig();
  const check = text === null ? null : checkSiteConfigText(text);
  siteHeaders = securityHeaders(check?.ok ? check.config : null, { https: tls !== null });
}
const staticFiles = createStaticFiles(dist, () => siteHeaders);

/** A request over HTTP/1.1 or, with TLS, HTTP/2 (whose compatibility API has the same shape). */
type ServedRequest = IncomingMessage | Http2ServerRequest;
type ServedResponse = ServerResponse | Http2ServerResponse;

function toWebRequest(req: ServedRequest, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // HTTP/2's pseudo-headers (:method, :path, :authority...) are not headers of the request.
    if (name.startsWith(':')) continue;
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && body.length > 0;
  const authority = req.headers.host ?? req.headers[':authority'] ?? 'localhost';
  return new Request(`${tls ? 'https' : 'http'}://${String(authority)}${req.url}`, {
    method: req.method,
    headers,
    body: hasBody ? new Uint8Array(body) : undefined,
  });
}

/** Sends an answer, compressed (as real hosts do) when the browser accepts it and it is worth it. */
async function send(req: ServedRequest, res: ServedResponse, response: Response) {
  // A lost answer (the lose-answer knob): the request arrived, and the connection drops before any answer.
  if (response.type === 'error') return dropAnswer(res);
  const headers = { ...Object.fromEntries(response.headers), ...corsHeaders(req.headers.origin, corsOrigins) };
  const body = Buffer.from(await response.arrayBuffer());
  // Video is compressed already; a media player also reads it by byte ranges.
  const encoding = (response.headers.get('content-type') ?? '').startsWith('video/')
    ? null
    : chooseEncoding(req.headers['accept-encoding']);
  const compressed = encoding ? compress(body, encoding, 'quick') : null;
  if (compressed && encoding) {
    headers['content-encoding'] = encoding;
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  }
  res.writeHead(response.status, headers);
  res.end(compressed ?? body);
}

/**
 * Ends the exchange without an answer the page can read: the answer starts, then the connection breaks in
 * its body (HTTP/2 resets the stream alone, HTTP/1.1 closes the connection). A connection closed before any
 * answer would not do: a browser sends such a request again on a new connection, and the call would go through.
 */
function dropAnswer(res: ServedResponse) {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1024', 'cache-control': 'no-store' });
  if ('stream' in res) res.write('{', () => res.stream.close(http2Constants.NGHTTP2_INTERNAL_ERROR));
  else res.write('{', () => res.socket?.destroy());
}

async function readRequestBody(req: ServedRequest): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function route(req: ServedRequest, res: ServedResponse) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const crossOrigin = url.pathname.startsWith(sandboxPrefix) || url.pathname.startsWith(providersPrefix);
  if (crossOrigin && req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
    const answer = preflightAnswer(req.headers.origin, corsOrigins);
    res.writeHead(answer.status, answer.headers);
    return res.end();
  }
  if (url.pathname.startsWith(sandboxPrefix))
    return send(req, res, await answerWebRequest(sandbox, toWebRequest(req, await readRequestBody(req))));
  if (url.pathname.startsWith(providersPrefix))
    return send(req, res, await answerProviderRequest(sandbox, toWebRequest(req, await readRequestBody(req))));
  if (url.pathname.startsWith(mediaPrefix))
    return send(req, res, answerMediaRequest(toWebRequest(req, Buffer.alloc(0))));
  if (url.pathname.startsWith(knobPrefix))
    return send(req, res, await answerKnobRequest(sandbox, toWebRequest(req, await readRequestBody(req))));
  if (url.pathname === '/site.json') {
    const text = await servedSiteConfig();
    const answer = new Response(text ?? JSON.stringify({ error: `No site config at ${siteConfigPath}` }), {
      status: text === null ? 404 : 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' },
    });
    return send(req, res, answer);
  }
  if (url.pathname === '/manifest.webmanifest') {
    // Built from the site.json served now, so an edit (or the site-config knob) shows at once.
    const text = await servedSiteConfig();
    const check = text === null ? null : checkSiteConfigText(text);
    const answer = check?.ok
      ? new Response(manifestText(check.config), {
          headers: { 'content-type': manifestMediaType, 'cache-control': 'no-cache', ...siteHeaders },
        })
      : new Response('The site.json does not check: no manifest', { status: 404 });
    return send(req, res, answer);
  }
  if (isBrandPath(url.pathname)) {
    const file = await brandFile(brandFolder, url.pathname, siteHeaders);
    res.writeHead(file.status, file.headers);
    return req.method === 'HEAD' ? res.end() : res.end(file.body);
  }
  if (!hasApp) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    return res.end('No built app: run npm run build, or npm start.');
  }
  // A page load reads the served site.json again, so the site-config knob reshapes the policy too.
  if (extname(url.pathname) === '' || url.pathname.endsWith('.html')) await refreshSiteHeaders();
  if (url.pathname === '/__render/health') {
    res.writeHead(rendererSettled ? 200 : 503, { 'content-type': 'text/plain' });
    return res.end(rendererSettled ? 'ok' : 'loading');
  }
  // The site-config knob's file is the app's alone: the renderer reads the file on disk.
  const rendered =
    sandbox.siteConfigOverride === null && sandbox.renderPages
      ? await renderer?.answer(toWebRequest(req, Buffer.alloc(0)))
      : null;
  // A page the renderer could not make (503) is the app's shell, as nginx serves it (deploy/nginx.ts).
  if (rendered && rendered.status < 500) return send(req, res, rendered);
  const file = await staticFiles(url.pathname, chooseEncoding(req.headers['accept-encoding']));
  res.writeHead(file.status, file.headers);
  if (req.method === 'HEAD') res.end();
  else res.end(file.body);
}

function answer(req: ServedRequest, res: ServedResponse) {
  route(req, res).catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('Internal error');
  });
}

// Idle connections stay open for a minute, longer than a browser or a test's client keeps one: a
// server that closed one after Node's default 5 s could do so just as the client reused it, and that
// request then failed with "socket hang up".
const server = tls
  ? createSecureServer({ ...tls, allowHTTP1: true }, answer)
  : createServer({ keepAliveTimeout: 60_000 }, answer);

server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE') throw error;
  console.error(
    `Port ${port} is already in use (another npm start?): stop that server, or run with PORT=<another port>.`,
  );
  process.exit(1);
});

server.listen(port, host, () => {
  console.log(
    `exchange-web is running at ${tls ? 'https' : 'http'}://${host}:${port}/ (sandbox backend at /sandbox/, knobs at /__sandbox/)`,
  );
  if (corsOrigins.length > 0) console.log(`The sandbox answers calls from ${corsOrigins.join(', ')} (CORS).`);
  void compileContractMeanwhile();
});

/**
 * Compiles the contract's checks while the server waits for its first calls, one call's checks per
 * task so that a request arriving meanwhile is answered between them.
 */
async function compileContractMeanwhile(): Promise<void> {
  for (const op of allOperations()) {
    await new Promise((next) => setImmediate(next));
    compileContract([op]);
  }
}

// Stopping stops at once: a browser's idle keep-alive connections would hold the close open.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    server.close(() => process.exit(0));
    if ('closeAllConnections' in server) server.closeAllConnections();
    else setTimeout(() => process.exit(0), 1000).unref();
  });
