/**
 * The code of a page the server rendered, named in its head (src/server/page-document.ts) rather
 * than preloaded with the document, so that the stylesheets its first paint waits for have the
 * connection to themselves. Once the page has painted, the entry asks for all of it at once
 * (src/app/boot.ts), before it imports any: the files download side by side, not one import after
 * another.
 */
export const pageCodeName = 'page-code';

export function askForPageCode(doc: Document = document): void {
  const named = doc.querySelector<HTMLMetaElement>(`meta[name="${pageCodeName}"]`)?.content ?? '';
  for (const href of named.split(' ').filter(Boolean)) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}
