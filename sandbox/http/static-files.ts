/**
 * Serves the built app from dist/ as the generated nginx block does: hashed assets cached for a
 * year, the build's Brotli or gzip copy when there is one (else compressed here once), the
 * security headers on every answer, SPA fallback.
 */
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

/** The build's precompressed copies sit beside each file (build/precompress.ts). */
const suffix: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

export interface StaticFile {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export function createStaticFiles(root: string, securityHeaders: () => Record<string, string>) {
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

  async function encoded(
    file: string,
    entry: { raw: Buffer; encoded: Map<Encoding, Buffer | null> },
    encoding: Encoding,
  ): Promise<Buffer | null> {
    if (!entry.encoded.has(encoding)) {
      const built = await readFile(`${file}${suffix[encoding]}`).catch(() => null);
      entry.encoded.set(encoding, built ?? compress(entry.raw, encoding, 'best'));
    }
    return entry.encoded.get(encoding)!;
  }

  async function exists(file: string) {
    return stat(file).then(
      (s) => s.isFile(),
      () => false,
    );
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
      ...securityHeaders(),
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': file.includes(`${base}/assets/`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    const body = encoding && compressible.has(extname(file)) ? await encoded(file, entry, encoding) : null;
    if (body && encoding) {
      headers['content-encoding'] = encoding;
      headers.vary = 'accept-encoding';
      return { status: 200, headers, body };
    }
    return { status: 200, headers, body: entry.raw };
  };
}
