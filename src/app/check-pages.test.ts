import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkSiteConfigForApp } from './check-pages.ts';

const shipped = () => JSON.parse(readFileSync(resolve(process.cwd(), 'site-config/site.json'), 'utf8'));

describe('the start-up check of the route table', () => {
  it('accepts the shipped file', () => {
    expect(checkSiteConfigForApp(JSON.stringify(shipped()))).toMatchObject({ ok: true });
  });

  it('reports a page id the app does not have', () => {
    const config = shipped();
    config.routes.push({ path: '/lending', page: 'lending', signIn: false });
    const result = checkSiteConfigForApp(JSON.stringify(config));
    expect(result.ok ? [] : result.problems.map((p) => p.path)).toEqual([`routes[${config.routes.length - 1}].page`]);
  });

  it('reports an unknown page id together with schema problems', () => {
    const config = shipped();
    config.brand.colour = '#000000';
    config.routes.push({ path: '/lending', page: 'lending', signIn: false });
    const result = checkSiteConfigForApp(JSON.stringify(config));
    expect(result.ok ? [] : result.problems.map((p) => p.path)).toEqual([
      'brand.colour',
      `routes[${config.routes.length - 1}].page`,
    ]);
  });
});

describe('page message areas', () => {
  it('names only areas that exist under messages/<language>/pages', async () => {
    const { pageMessageAreas } = await import('./page-messages.ts');
    const { pageAreaNames } = await import('../i18n/page-catalogs.ts');
    const named = Object.values(pageMessageAreas).flat();
    expect(named.filter((area) => !pageAreaNames().includes(area!))).toEqual([]);
  });

  it('gives every page area to at least one page or shell panel', async () => {
    const { pageMessageAreas } = await import('./page-messages.ts');
    const { shellMessageAreas } = await import('../shell/message-areas.ts');
    const { pageAreaNames } = await import('../i18n/page-catalogs.ts');
    const named = new Set([...Object.values(pageMessageAreas), ...Object.values(shellMessageAreas)].flat());
    expect(pageAreaNames().filter((area) => !named.has(area))).toEqual([]);
  });

  it('answers any text, and any route table, with a config or problems that each name a path', () => {
    const routeTable = fc.oneof(
      fc.jsonValue(),
      fc.array(
        fc.record({ path: fc.jsonValue(), page: fc.oneof(fc.string(), fc.jsonValue()), signIn: fc.jsonValue() }),
      ),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          routeTable.map((routes) => JSON.stringify({ ...shipped(), routes })),
        ),
        (text) => {
          const result = checkSiteConfigForApp(text);
          if (result.ok) return;
          expect(result.problems.length).toBeGreaterThan(0);
          for (const problem of result.problems) expect(problem.path).toMatch(/\S/);
        },
      ),
      { numRuns: 200 },
    );
  });
});
