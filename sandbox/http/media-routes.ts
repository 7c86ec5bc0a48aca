/**
 * The files under /__sandbox/media/: each tutorial video's WebM (the one sample file) and its
 * WebVTT captions in the languages it has them in, and the banner pictures of the
 * `banner-picture` knob. Anything else is 404.
 */
import { readFileSync } from 'node:fs';
import { languages, type Language } from '../seed/foundation-l10n.ts';
import { bannerPicturePng, readBannerPictureName } from '../seed/banner-pictures.ts';
import { captionsVtt, mediaPrefix, seedTutorialVideos } from '../seed/help-videos.ts';

export { mediaPrefix };

let sample: Uint8Array<ArrayBuffer> | null = null;
const sampleVideo = (): Uint8Array<ArrayBuffer> =>
  (sample ??= new Uint8Array(readFileSync(new URL('../media/tutorial-sample.webm', import.meta.url))));

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

export function answerMediaRequest(request: Request): Response {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
  const name = new URL(request.url).pathname.slice(mediaPrefix.length);
  const picture = readBannerPictureName(name);
  if (picture)
    return new Response(new Uint8Array(bannerPicturePng(picture.id, picture.kb)), {
      headers: { 'content-type': 'image/png', 'cache-control': 'no-cache' },
    });
  const match = /^tutorial-(\d+)(?:\.([A-Za-z-]+)\.vtt|\.webm)$/.exec(name);
  const video = match && seedTutorialVideos.find((v) => v.Id === Number(match[1]));
  if (!match || !video) return notFound();
  const cache = { 'cache-control': 'public, max-age=3600' };
  if (!match[2]) return new Response(sampleVideo(), { headers: { 'content-type': 'video/webm', ...cache } });
  const language = languages.find((l) => l === match[2]) as Language | undefined;
  if (!language || !video.captions.includes(language)) return notFound();
  return new Response(captionsVtt(video, language), {
    headers: { 'content-type': 'text/vtt; charset=utf-8', ...cache },
  });
}
