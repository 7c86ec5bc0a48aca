/**
 * Vite plugin: the start-up chunk. What the first screen needs (the app's start-up, the home page
 * and its opening section, the default language's shared messages, and everything they import)
 * is built into one chunk with one stylesheet, and index.html links both, so they download
 * alongside the small entry instead of after it, in two requests rather than twenty. The code
 * stays a dynamic import: it runs only when the entry asks for it.
 */
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

export interface StartChunk {
  /** Source modules, relative to the project root, that go into the chunk with their imports. */
  modules: string[];
  /** A folder of message files whose direct .json children go into the chunk too. */
  messageFolder: string;
}

export interface StartFiles {
  scripts: string[];
  styles: string[];
}

/** Whether a module (relative to the project root) is one the start-up chunk is built from. */
export function isStartModule(relativeId: string, wanted: StartChunk): boolean {
  if (wanted.modules.includes(relativeId)) return true;
  const rest = relativeId.startsWith(wanted.messageFolder) ? relativeId.slice(wanted.messageFolder.length) : '';
  return rest.endsWith('.json') && !rest.includes('/');
}

/** The chunks holding the start-up modules, what they import, and their styles, for index.html. */
export function startFiles(bundle: OutputBundle, root: string, wanted: StartChunk): StartFiles {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const relative = (id: string) => id.replace(`${root}/`, '');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  // Imports before importers, as their styles must come first in the cascade.
  const closure = (roots: OutputChunk[]) => {
    const seen = new Set<string>();
    const ordered: OutputChunk[] = [];
    const add = (chunk: OutputChunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const imported of chunk.imports) {
        const next = byFile.get(imported);
        if (next) add(next);
      }
      ordered.push(chunk);
    };
    roots.forEach(add);
    return ordered;
  };
  const rank = (chunk: OutputChunk) => {
    const found = chunk.moduleIds.map((id) => wanted.modules.indexOf(relative(id))).filter((at) => at >= 0);
    return found.length > 0 ? Math.min(...found) : wanted.modules.length;
  };
  const holdsStart = (chunk: OutputChunk) => chunk.moduleIds.some((id) => isStartModule(relative(id), wanted));
  // The entry, its static imports and their styles are in index.html already.
  const entry = closure(chunks.filter((c) => c.isEntry));
  const entryFiles = new Set(entry.map((c) => c.fileName));
  const entryStyles = new Set(entry.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]));
  const startChunks = closure(chunks.filter(holdsStart).sort((a, b) => rank(a) - rank(b))).filter(
    (c) => !entryFiles.has(c.fileName),
  );
  return {
    scripts: startChunks.map((c) => c.fileName).sort(),
    styles: [...new Set(startChunks.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]))].filter(
      (file) => !entryStyles.has(file),
    ),
  };
}

/** The libraries of start-up that get a chunk of their own (their code runs in a task of its own). */
export const startLibraries =
  /\/node_modules\/(xstate|react-router|react-intl|@formatjs\/[^/]+|intl-messageformat|swr|openapi-fetch|dequal)\/|\/src\/app\/start-libraries\.ts$/;

export function startChunk(wanted: StartChunk): Plugin {
  let root = '';
  return {
    name: 'exchange-web:start-chunk',
    apply: 'build',
    config(config) {
      const projectRoot = config.root ?? process.cwd();
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // The entry's own calls (site.json, the home banners) and what they import: inside the
                  // start-up chunk they would wait for all of it to download before they are asked. The
                  // bundler's runtime and Vite's preload helper, which every chunk uses, come with them:
                  // inside the start-up chunk they would make the entry import, and so run, the whole
                  // chunk before the first paint; apart, they would be two more requests before it.
                  // The intros' shared id, the theme's storage keys and the brand's stylesheet go with them too: inside the
                  // start-up chunk they would make start-up's intro painter (landing) or these early
                  // steps import, and wait for, the whole app.
                  {
                    name: 'early',
                    test: /rolldown:runtime|vite\/preload-helper|\/src\/app\/early-start\.ts$|\/src\/lib\/(next-task|after-first-paint)\.ts$|\/src\/shell\/(intro-ids|brand-style)\.ts$|\/src\/lib\/(theme-storage|contrast)\.ts$|\/src\/config\/theme-tokens\.ts$/,
                    priority: 5,
                  },
                  // React apart, so the entry can run it in a task of its own before the app.
                  { name: 'react', test: /\/node_modules\/(react|react-dom|scheduler)\//, priority: 3 },
                  // The libraries start-up uses, apart from the app's own code, so the entry can run
                  // them in a task of their own too (src/app/start-libraries.ts).
                  { name: 'libraries', test: startLibraries, priority: 2 },
                  {
                    name: (id: string) => (isStartModule(id.replace(`${projectRoot}/`, ''), wanted) ? 'start' : null),
                    priority: 1,
                  },
                ],
              },
            },
          },
        },
      };
    },
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        const { scripts, styles } = startFiles(ctx.bundle, root, wanted);
        // The code runs only after the first paint (src/app/boot.ts): at low priority its download
        // leaves the stylesheet and site.json, which the first paint and start-up wait for, ahead.
        return [
          ...styles.map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
          ...scripts.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
