/**
 * The code of a page the server rendered, named in its head (src/server/page-document.ts) rather
 * than preloaded with the document, so that the stylesheets its first paint waits for have the
 * connection to themselves. Once the page has painted, the entry asks for all of it at once
 * (src/app/boot.ts), before it imports any: the files download side by side, not one import after
 * another. The parts of the page in chunks of their own (the footer, the home sections) are named
 * apart and asked for once the app has taken the page over: asked sooner, they came in the middle
 * of the takeover and put it off (about 0.1 s on a slow phone). Until they are in, the page is
 * marked `data-parts-coming`: what start-up does once the landing page is shown waits for them
 * (src/shell/landing-shown.ts), so that their code has the network to itself.
 */
import { inOwnTask } from './next-task.ts';

export const pageCodeName = 'page-code';
export const pagePartsName = 'page-parts';

const namedFiles = (name: string): string[] =>
  (document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '').split(' ').filter(Boolean);

/** Resolves once the file a preload link asks for is in, or could not come. */
const settled = (link: HTMLLinkElement) =>
  new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });

/**
 * Asks for the files the head names under `name`, each in a task of its own: a link put into the
 * page costs a few milliseconds on a slow phone, and a page's thirty in one task made a long one.
 */
export function askForPageCode(name: string = pageCodeName): Promise<HTMLLinkElement[]> {
  const ask = (href: string) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    return link;
  };
  return Promise.all(namedFiles(name).map((href) => inOwnTask(() => ask(href))));
}

/**
 * Asks for the page's parts once the page is the app's: its `data-starting` mark gone
 * (src/lib/page-taken-over.ts). Watched from here, the entry, so that the app's code imports
 * nothing of the entry's.
 */
export function askForPartsOnceTakenOver(): void {
  const root = document.documentElement;
  if (namedFiles(pagePartsName).length === 0) return;
  root.dataset.partsComing = '';
  const ask = () =>
    void askForPageCode(pagePartsName)
      .then((links) => Promise.all(links.map(settled)))
      .then(() => delete root.dataset.partsComing);
  if (!('starting' in root.dataset)) return ask();
  const watch = new MutationObserver(() => {
    if ('starting' in root.dataset) return;
    watch.disconnect();
    ask();
  });
  watch.observe(root, { attributes: true, attributeFilter: ['data-starting'] });
}
