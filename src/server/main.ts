/**
 * `npm run render`: the page renderer on its own, for production behind nginx (docs/deploy.md).
 * Environment: PORT (4174), HOST (127.0.0.1), DIST_DIR (dist), SITE_CONFIG (site-config/site.json,
 * read again whenever it changes), API_ORIGIN (the origin of API hosts given as paths), HTTPS (1:
 * the site is reached over https), CACHE_SECONDS (30: how long a cache may hold a page),
 * API_TIMEOUT_MS (2000: how long a call may take before the page is answered 503).
 * `GET /__render/health` answers 200 once every page's code and message is loaded.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { resolve } from 'node:path';
import { createRenderer } from './renderer.ts';

const port = Number(process.env.PORT ?? 4174);
const host = process.env.HOST ?? '127.0.0.1';
const renderer = createRenderer({
  dist: resolve(process.env.DIST_DIR ?? 'dist'),
  siteConfig: resolve(process.env.SITE_CONFIG ?? 'site-config/site.json'),
  apiOrigin: process.env.API_ORIGIN,
  https: process.env.HTTPS === '1',
  cacheSeconds: process.env.CACHE_SECONDS === undefined ? undefined : Number(process.env.CACHE_SECONDS),
  apiTimeoutMs: process.env.API_TIMEOUT_MS === undefined ? undefined : Number(process.env.API_TIMEOUT_MS),
});

function toRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  return new Request(`http://${req.headers.host ?? `${host}:${port}`}${req.url ?? '/'}`, {
    method: req.method === 'HEAD' ? 'HEAD' : 'GET',
    headers,
  });
}

const server = createServer({ keepAliveTimeout: 60_000 }, (req, res) => {
  if (req.url === '/__render/health') {
    void renderer.ready.then(() => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok'));
    return;
  }
  renderer
    .answer(toRequest(req))
    .then(async (answer) => {
      if (!answer) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not a page');
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(Buffer.from(await answer.arrayBuffer()));
    })
    .catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('The page could not be rendered');
    });
});

server.listen(port, host, () => console.log(`The page renderer is listening at http://${host}:${port}/`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
