/**
 * The code of a page the server rendered, named in its head (src/server/page-document.ts) rather
 * than preloaded with the document, so that the stylesheets its first paint waits for have the
 * connection to themselves. Once the page has painted, the entry asks for all of it at once
 * (src/app/boot.ts), before it imports any: the files download side by side, not one import after
 * another. The parts of the page in chunks of their own (the footer, the home sections) are named
 * apart and asked for once the page's own code is in, so they do not hold the takeover up.
 */
import { inOwnTask } from './next-task.ts';

export const pageCodeName = 'page-code';
export const pagePartsName = 'page-parts';

/**
 * Asks for the files the head names under `name`, each in a task of its own: a link put into the
 * page costs a few milliseconds on a slow phone, and a page's thirty in one task made a long one.
 */
export function askForPageCode(name: string = pageCodeName): Promise<void> {
  const named = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
  const ask = (href: string) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  };
  const hrefs = named.split(' ').filter(Boolean);
  return Promise.all(hrefs.map((href) => inOwnTask(() => ask(href)))).then(() => undefined);
}
