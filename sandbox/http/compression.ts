/**
 * Compression as real hosts serve it: Brotli when the browser accepts it, else gzip, and nothing
 * for small bodies (under 1 KiB) where the headers would cost more than they save.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const minimumBytes = 1024;

/** The encoding to answer with, from the request's Accept-Encoding. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
    .map(([name]) => name.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * `best` spends the time once, for files compressed when first served and then kept; answers
 * made per request use a quicker level.
 */
export function compress(body: Buffer, encoding: Encoding, effort: 'best' | 'quick'): Buffer | null {
  if (body.length < minimumBytes) return null;
  if (encoding === 'gzip') return gzipSync(body, { level: effort === 'best' ? 9 : 6 });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}
