/**
 * Vite plugin: adds <link rel="modulepreload"> for the chunks the home page needs right after
 * start-up (the home page, its opening section, and the default language's shared messages), so
 * they download alongside the entry instead of after it. They stay dynamic imports: a visitor who
 * lands elsewhere only pays for the download.
 */
import type { Plugin } from 'vite';
import type { Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

export interface HomeChunks {
  /** Source modules, relative to the project root, whose chunks are preloaded. */
  modules: string[];
  /** A folder of message files whose direct .json children are preloaded too. */
  messageFolder: string;
}

export function preloadedFiles(bundle: OutputBundle, root: string, wanted: HomeChunks): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const relative = (id: string | null) => (id ?? '').replace(`${root}/`, '');
  const isWanted = (chunk: OutputChunk) => {
    const id = relative(chunk.facadeModuleId);
    return wanted.modules.includes(id) || (id.startsWith(wanted.messageFolder) && id.endsWith('.json') && !id.slice(wanted.messageFolder.length).includes('/'));
  };
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (roots: OutputChunk[]) => {
    const files = new Set<string>();
    const add = (chunk: OutputChunk) => {
      if (files.has(chunk.fileName)) return;
      files.add(chunk.fileName);
      for (const imported of chunk.imports) {
        const next = byFile.get(imported);
        if (next) add(next);
      }
    };
    roots.forEach(add);
    return files;
  };
  // The entry and its static imports are preloaded by Vite already.
  const entry = closure(chunks.filter((c) => c.isEntry));
  return [...closure(chunks.filter(isWanted))].filter((file) => !entry.has(file)).sort();
}

export function preloadHomeChunks(wanted: HomeChunks): Plugin {
  let root = '';
  return {
    name: 'exchange-web:preload-home-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        return preloadedFiles(ctx.bundle, root, wanted).map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}
