/** Serves the built app from dist/: hashed assets cached for a year, Brotli or gzip for text, SPA fallback. */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { compress, type Encoding } from './compression.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);

/** The page's Content-Security-Policy: no inline scripts, calls only to this origin and the given hosts. */
export function contentSecurityPolicy(connectHosts: string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src 'self' ${connectHosts.join(' ')}`.trim(),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

export interface StaticFile {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export function createStaticFiles(root: string, csp: () => string) {
  const base = resolve(root);
  // Each file is read once, and compressed once per encoding asked for.
  const cache = new Map<string, { raw: Buffer; encoded: Map<Encoding, Buffer | null> }>();

  async function load(file: string) {
    let entry = cache.get(file);
    if (!entry) {
      entry = { raw: await readFile(file), encoded: new Map() };
      cache.set(file, entry);
    }
    return entry;
  }

  function encoded(entry: { raw: Buffer; encoded: Map<Encoding, Buffer | null> }, encoding: Encoding): Buffer | null {
    if (!entry.encoded.has(encoding)) entry.encoded.set(encoding, compress(entry.raw, encoding, 'best'));
    return entry.encoded.get(encoding)!;
  }

  async function exists(file: string) {
    return stat(file).then((s) => s.isFile(), () => false);
  }

  return async function serve(pathname: string, encoding: Encoding | null): Promise<StaticFile> {
    const wanted = normalize(join(base, decodeURIComponent(pathname)));
    const isAsset = wanted.startsWith(base) && extname(wanted) !== '' && (await exists(wanted));
    if (!isAsset && extname(pathname) !== '') {
      return { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: Buffer.from('Not found') };
    }
    const file = isAsset ? wanted : join(base, 'index.html');
    const entry = await load(file);
    const headers: Record<string, string> = {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': file.includes(`${base}/assets/`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    };
    if (extname(file) === '.html') headers['content-security-policy'] = csp();
    const body = encoding && compressible.has(extname(file)) ? encoded(entry, encoding) : null;
    if (body && encoding) {
      headers['content-encoding'] = encoding;
      headers.vary = 'accept-encoding';
      return { status: 200, headers, body };
    }
    return { status: 200, headers, body: entry.raw };
  };
}
