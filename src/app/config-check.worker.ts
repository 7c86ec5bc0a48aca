/**
 * The full check of the site-config (schema, page ids included, and rules across keys), run in a worker: it
 * takes a phone's main thread a few hundred milliseconds, which the page's first taps then keep.
 */
import { checkSiteConfigText } from '../config/check-site-config.ts';

self.addEventListener('message', (event: MessageEvent<string>) => {
  self.postMessage(checkSiteConfigText(event.data));
});
