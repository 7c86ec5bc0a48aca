/**
 * The pictures a page marks as its first screen's (`fetchpriority="high"`: the home page's first
 * banner, a story's cover), once each has loaded or failed. A rendered page asks for its code only
 * then (src/app/boot.ts): on a slow network the code would otherwise share the connection with the
 * page's largest picture and put it on screen later. It waits at most `longestMs` after it is asked,
 * so a picture that takes very long holds the app back no further.
 */
export function firstScreenPictures(longestMs = 1000, doc: Document = document): Promise<void> {
  const loading = [...doc.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter(
    (picture) => !picture.complete,
  );
  if (loading.length === 0) return Promise.resolve();
  const loaded = loading.map(
    (picture) =>
      new Promise<void>((done) => {
        picture.addEventListener('load', () => done(), { once: true });
        picture.addEventListener('error', () => done(), { once: true });
      }),
  );
  return Promise.race([
    Promise.all(loaded).then(() => undefined),
    new Promise<void>((done) => setTimeout(done, longestMs)),
  ]);
}
