/**
 * Vite plugin: the files each page needs, for the page a visitor lands on. index.html names one
 * small JSON file (`<meta name="landing-files">`) and the code that reads it, with the chunks that
 * code imports (its `data-code`, separated by spaces);
 * away from the site's root, the head script asks for both while the page is still being parsed
 * (src/lib/head-script.ts). Once site.json says which page the address shows, start-up asks for
 * that page's chunks, styles and message areas while the app's own code is still downloading
 * (src/app/landing.ts). Without it they are asked for one after the other once the app runs.
 * The files of start-up itself (index.html loads them) are left out. The page renderer reads the
 * same list to name a rendered page's files in its head (src/server/page-document.ts).
 */
import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import type { LandingFiles } from '../src/app/landing.ts';
import type { PageId } from '../src/config/page-ids.ts';
import { byPageArea, pageAreaFile } from '../src/i18n/page-area-files.ts';
import { declaredPages, type DeclaredPage } from './page-declarations.ts';
import { declaredPageParts } from './page-parts.ts';
import type { PagePart } from '../src/lib/page-parts.ts';
import { startFiles, type StartChunk } from './start-chunk.ts';

type OutputChunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

const isStylesOnly = (chunk: OutputChunk) =>
  chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => /\.css($|\?)/.test(id));

/** The list, from the bundle at hand; `pages` are the pages the areas declare (declaredPages). */
export function landingFiles(
  bundle: Rollup.OutputBundle,
  root: string,
  start: StartChunk,
  pages: Record<string, DeclaredPage>,
  parts: Partial<Record<PagePart, DeclaredPage>> = {},
): LandingFiles {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const relative = (id: string | null) => (id ?? '').replace(`${root}/`, '');
  const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [relative(c.facadeModuleId), c]));
  const entry = chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]);
  const { scripts, styles } = startFiles(bundle, root, start);
  const entryStyles = chunks.filter((c) => c.isEntry).flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]);
  const loaded = new Set([...entry, ...scripts, ...styles, ...entryStyles]);

  const files: string[] = [];
  const indexOf = (file: string) => {
    const at = files.indexOf(file);
    return at >= 0 ? at : files.push(file) - 1;
  };
  const closure = (chunk: OutputChunk): number[] => {
    const seen = new Set<string>();
    const out: string[] = [];
    const add = (c: OutputChunk) => {
      if (seen.has(c.fileName)) return;
      seen.add(c.fileName);
      c.imports.forEach((file) => byFile.get(file) && add(byFile.get(file)!));
      // A chunk of styles alone is removed by Vite later in this step; its stylesheet stays.
      if (!isStylesOnly(c)) out.push(c.fileName);
      out.push(...(c.viteMetadata?.importedCss ?? []));
    };
    add(chunk);
    return [...new Set(out)].filter((file) => !loaded.has(file)).map(indexOf);
  };
  const moduleChunk = (module: string): OutputChunk => {
    const chunk = byModule.get(module);
    if (!chunk) throw new Error(`landing files: no chunk for ${module}`);
    return chunk;
  };

  const pageFiles: LandingFiles['pages'] = {};
  const areas: LandingFiles['areas'] = {};
  for (const [page, { module, areas: own }] of Object.entries(pages)) {
    if (own) areas[page as PageId] = own;
    if (page === 'home') continue;
    pageFiles[page as PageId] = closure(moduleChunk(module));
  }
  // Each language's page message areas, a product's and the shared ones (src/i18n/page-area-files.ts).
  const areaFiles: Record<string, Record<string, OutputChunk>> = {};
  for (const [module, chunk] of byModule) {
    const file = pageAreaFile(module);
    if (file && module.startsWith('src/')) (areaFiles[file.language] ??= {})[module] = chunk;
  }
  const messages: Record<string, Record<string, number>> = {};
  for (const [language, chunks] of Object.entries(areaFiles))
    for (const [area, chunk] of Object.entries(byPageArea(chunks)))
      (messages[language] ??= {})[area] = closure(chunk)[0]!;
  const catalogs = closure(moduleChunk('src/i18n/page-catalogs.ts'));
  const common = [...closure(moduleChunk('src/app/pages.ts')), ...catalogs];
  // A part built into start-up's own chunk (the opening section) has nothing more to name.
  const partChunk = (module: string) =>
    byModule.get(module) ?? chunks.find((c) => c.moduleIds.some((id) => relative(id) === module));
  const partFiles: LandingFiles['parts'] = {};
  for (const [part, { module, areas: own = [] }] of Object.entries(parts) as [PagePart, DeclaredPage][]) {
    const chunk = partChunk(module);
    if (!chunk) throw new Error(`landing files: no chunk for ${module}`);
    partFiles[part] = { files: [...new Set([...closure(chunk), ...(own.length > 0 ? catalogs : [])])], areas: own };
  }
  return {
    files: files.map((file) => file.replace(/^assets\//, '')),
    common: [...new Set(common)],
    pages: pageFiles,
    areas,
    messages: messages as LandingFiles['messages'],
    parts: partFiles,
  };
}

/**
 * The code that reads the list (src/app/landing.ts) and the chunks it imports, less what index.html
 * loads: the head script asks for them all at once, so the code can run as soon as start-up asks
 * for it rather than one round trip after, when its imports would only then be found.
 */
export function landingCode(bundle: Rollup.OutputBundle, root: string): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]));
  const code = chunks.find((c) => c.facadeModuleId === resolve(root, 'src/app/landing.ts'));
  const files: string[] = [];
  const add = (chunk: OutputChunk) => {
    if (files.includes(chunk.fileName) || entry.has(chunk.fileName)) return;
    files.push(chunk.fileName);
    chunk.imports.forEach((file) => byFile.get(file) && add(byFile.get(file)!));
  };
  if (code) add(code);
  return files;
}

export function landingFilesPlugin(start: StartChunk): Plugin {
  let root = '';
  let fileName = '';
  let code: string[] = [];
  return {
    name: 'exchange-web:landing-files',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const list: LandingFiles = landingFiles(bundle, root, start, declaredPages(root), declaredPageParts(root));
        const source = JSON.stringify(list);
        fileName = this.getFileName(this.emitFile({ type: 'asset', name: 'landing-files.json', source }));
        // The head script asks for these beside the list (src/lib/head-script.ts).
        code = landingCode(bundle, root);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: {
            name: 'landing-files',
            content: `/${fileName}`,
            ...(code.length > 0 && { 'data-code': code.map((file) => `/${file}`).join(' ') }),
          },
          injectTo: 'head',
        },
      ],
    },
  };
}
