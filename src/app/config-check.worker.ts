/**
 * The full check of the site-config (schema, rules across keys, page ids), run in a worker: it
 * takes a phone's main thread a few hundred milliseconds, which the page's first taps then keep.
 */
import { checkSiteConfigForApp } from './check-pages.ts';

self.addEventListener('message', (event: MessageEvent<string>) => {
  self.postMessage(checkSiteConfigForApp(event.data));
});
