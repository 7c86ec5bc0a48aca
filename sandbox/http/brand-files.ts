/**
 * The brand folder (brand/ beside the served site.json) at /brand/, as the nginx block serves it:
 * read on each request, since operators and the studio replace files in place; `no-cache`; a
 * missing file is a 404, never the app; the media type from the file's content, so a picture
 * saved under another extension still shows.
 */
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { brandPath, type BrandFile } from '../../src/config/brand-files.ts';
import { fileKind } from '../../deploy/file-kind.ts';
import type { StaticFile } from './static-files.ts';

export const brandMediaTypes: Record<BrandFile['kind'], string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  woff: 'font/woff',
  ttf: 'font/ttf',
  otf: 'font/otf',
  other: 'application/octet-stream',
};

export const isBrandPath = (pathname: string): boolean => pathname.startsWith(brandPath);

export async function brandFile(
  folder: string,
  pathname: string,
  securityHeaders: Record<string, string>,
): Promise<StaticFile> {
  const wanted = normalize(join(folder, decodeURIComponent(pathname.slice(brandPath.length))));
  const body = wanted.startsWith(join(folder, '/')) ? await readFile(wanted).catch(() => null) : null;
  if (!body)
    return {
      status: 404,
      headers: { ...securityHeaders, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      body: Buffer.from('Not found'),
    };
  return {
    status: 200,
    headers: { ...securityHeaders, 'content-type': brandMediaTypes[fileKind(body).kind], 'cache-control': 'no-cache' },
    body,
  };
}
