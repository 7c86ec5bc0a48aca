/**
 * The pages the product areas declare (src/features/<area>/pages.ts: each page's component module
 * and message areas), read from their source text. For the build steps that cannot import the app:
 * Vite bundles its config without code splitting, so importing a page's import() would pull the
 * whole app in. build/page-declarations.test.ts checks the reading against what the app collects.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface DeclaredPage {
  /** The page component's module, relative to the repository's root. */
  module: string;
  areas?: string[];
}

const declaration = /(\w+):\s*\{([^{}]*\bcomponent:[^{}]*)\}/g;

/** The pages of one area's pages.ts source. */
export function pagesDeclaredIn(source: string, area: string): Record<string, DeclaredPage> {
  return Object.fromEntries(
    [...source.matchAll(declaration)].map(([, page, body]) => {
      const path = /\bcomponent:\s*\(\)\s*=>\s*import\('\.\/([^']+)'\)/.exec(body!)?.[1];
      const areas = /\bareas:\s*\[([^\]]*)\]/.exec(body!)?.[1];
      if (!path) throw new Error(`src/features/${area}/pages.ts: ${page} has no component import('./…') to read`);
      return [
        page!,
        {
          module: `src/features/${area}/${path}`,
          ...(areas === undefined ? {} : { areas: [...areas.matchAll(/'([^']+)'/g)].map((m) => m[1]!) }),
        },
      ];
    }),
  );
}

/** Every area's pages, read from src/features/<area>/pages.ts under `root`. */
export function declaredPages(root: string): Record<string, DeclaredPage> {
  const features = resolve(root, 'src/features');
  const areas = readdirSync(features).filter((area) => existsSync(resolve(features, area, 'pages.ts')));
  return Object.assign(
    {},
    ...areas.map((area) => pagesDeclaredIn(readFileSync(resolve(features, area, 'pages.ts'), 'utf8'), area)),
  );
}
