/**
 * A news picture at its own address (src/features/news/picture-address.ts), read from the public
 * API as bytes: a rendered story names its cover in its HTML (the browser asks for it at once) and
 * in its link preview. Only pictures are passed on, each with the type the API gave; an SVG is
 * sent sandboxed, so that opened on its own it runs nothing.
 */
import { newsGetNewsResource } from '../../generated/operations/newsGetNewsResource.ts';
import { callForBytes } from '../api/bytes.ts';
import { notFoundCode } from '../api/missing.ts';

const pictureTypes = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif', 'image/svg+xml']);

/** Held briefly by the browser and a CDN: a picture's bytes do not change under its id. */
const cacheSeconds = 300;

export async function newsPicture(resourceId: string, headers: Record<string, string>): Promise<Response> {
  const result = await callForBytes(newsGetNewsResource, { body: { ResourceId: resourceId } });
  const type = result.ok ? result.data.type : '';
  if (result.ok && pictureTypes.has(type))
    return new Response(result.data, {
      headers: {
        ...headers,
        'content-type': type,
        'cache-control': `public, max-age=${cacheSeconds}`,
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      },
    });
  // Not a picture, or none under this id: not found. A refusal or no answer: try again later.
  const error = result.ok ? null : result.error;
  const missing =
    !error ||
    (error.kind === 'code' && String(error.code) === notFoundCode) ||
    (error.kind === 'http' && error.status < 500);
  return new Response(null, { status: missing ? 404 : 503, headers: { ...headers, 'cache-control': 'no-cache' } });
}
