// @vitest-environment node
/**
 * A page is added in its area's folder (docs/architecture.md, "Adding a page"): this finds every
 * area's declarations on its own, by file name, and checks that the app's collections hold each page:
 * its id in the schema's list, its component in the registry, its message areas loaded with it, its
 * descriptions found, and a route to it landing on it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSiteConfig } from '../config/check-site-config.ts';
import type { PageDeclaration } from '../config/page-declaration.ts';
import { pageIds, type PageId } from '../config/page-ids.ts';
import { installSiteConfig } from '../config/site-config.ts';
import { loadDescriptions } from '../i18n/descriptions.ts';
import { loadPageAreas } from '../i18n/page-catalogs.ts';
import { pageAreas } from './page-components.ts';
import { pageMessageAreas, pageModules } from './pages.ts';
import { landingRoute } from './router.tsx';

const areaOf = (path: string) => path.split('/')[2]!;
const byArea = <T>(files: Record<string, T>) =>
  Object.fromEntries(Object.entries(files).map(([path, value]) => [areaOf(path), value]));

const ids = byArea(
  import.meta.glob<readonly PageId[]>('../features/*/page-ids.ts', { import: 'pageIds', eager: true }),
);
const declarations = byArea(
  import.meta.glob<Record<PageId, PageDeclaration>>('../features/*/pages.ts', { import: 'pages', eager: true }),
);
const descriptionFiles = import.meta.glob<Record<string, string>>('../features/*/descriptions/*.json', {
  import: 'default',
  eager: true,
});
const languages = ['en', 'fr', 'zh-CN', 'zh-Hant', 'ja', 'nl', 'vi', 'ko'] as const;
const areas = Object.keys(ids);

describe('the pages each area declares in its own folder', () => {
  it('are the pages of the app: every area with a page-ids.ts has its pages.ts, and config lists it', () => {
    expect(Object.keys(declarations).sort()).toEqual([...areas].sort());
    expect(Object.values(ids).flat().sort()).toEqual([...pageIds].sort());
    for (const area of areas) expect(Object.keys(declarations[area]!).sort(), area).toEqual([...ids[area]!].sort());
  });

  it.each(areas)('%s: each page is in the registry with its component and message areas, which load', async (area) => {
    for (const [id, declared] of Object.entries(declarations[area]!) as [PageId, PageDeclaration][]) {
      expect(pageModules[id], id).toBe(declared.component);
      expect(pageMessageAreas[id], id).toEqual(declared.areas);
      if (id !== 'home') expect(await pageAreas(id), id).toEqual(declared.areas ?? []);
      for (const messageArea of declared.areas ?? [])
        expect(Object.keys(await loadPageAreas('fr', [messageArea])).length, `${id}: ${messageArea}`).toBeGreaterThan(
          0,
        );
    }
  });

  it.each(areas)('%s: its descriptions are its own pages’, in every language, and found by the app', async (area) => {
    for (const language of languages) {
      const own = descriptionFiles[`../features/${area}/descriptions/${language}.json`] ?? {};
      expect(ids[area], `${area} ${language}`).toEqual(expect.arrayContaining(Object.keys(own)));
      const found = await loadDescriptions(language);
      for (const [id, text] of Object.entries(own)) expect(found[id], `${id} ${language}`).toBe(text);
    }
  });

  it('routes each page from a route table that names it', () => {
    const config = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../site-config/site.json'), 'utf8'));
    config.routes = [...config.routes, ...pageIds.map((page) => ({ path: `/declared/${page}`, page, signIn: false }))];
    const check = checkSiteConfig(config);
    expect(check.ok ? [] : check.problems).toEqual([]);
    installSiteConfig(config);
    for (const page of pageIds) expect(landingRoute(`/declared/${page}`).page).toBe(page);
  });
});
