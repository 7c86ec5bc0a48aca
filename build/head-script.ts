/**
 * Vite plugin: puts the head script (src/lib/head-script.ts) inline in <head>, before the title and
 * every stylesheet (a script waits for the stylesheets above it before it runs), with the pages'
 * files list it names (build/landing-files.ts) just above it. The first frame is then painted in
 * the customer's theme, and a page's own first files are asked for as early as they can be. The
 * CSP allows the script by its hash.
 */
import type { Plugin } from 'vite';
import { headScript } from '../src/lib/head-script.ts';

const landingMeta = /\s*<meta name="landing-files"[^>]*>/;

/** The page with the landing-files meta, then the head script, in front of its title. */
export function withHeadScript(html: string): string {
  const meta = html.match(landingMeta)?.[0].trim() ?? '';
  const [before, after] = html.replace(landingMeta, '').split(/(?=<title>)/);
  if (after === undefined) throw new Error('index.html has no <title> to put the head script before');
  return `${before}${meta ? `${meta}\n    ` : ''}<script>${headScript()}</script>\n    ${after}`;
}

export function headScriptPlugin(): Plugin {
  return {
    name: 'exchange-web:head-script',
    // After the landing-files meta is in (build/landing-files.ts).
    transformIndexHtml: { order: 'post', handler: withHeadScript },
  };
}
