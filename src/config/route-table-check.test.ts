// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkSiteConfigText } from './check-site-config.ts';

const shipped = () => JSON.parse(readFileSync(resolve(process.cwd(), 'site-config/site.json'), 'utf8'));
const problemPaths = (config: unknown) => {
  const result = checkSiteConfigText(JSON.stringify(config));
  return result.ok ? [] : result.problems.map((p) => p.path);
};

describe('the check of the route table', () => {
  it('accepts the shipped file', () => {
    expect(checkSiteConfigText(JSON.stringify(shipped()))).toMatchObject({ ok: true });
  });

  it('reports a page id the app does not have, naming the pages it has', () => {
    const config = shipped();
    config.routes.push({ path: '/lending', page: 'lending', signIn: false });
    const result = checkSiteConfigText(JSON.stringify(config));
    expect(result.ok ? [] : result.problems).toEqual([
      {
        path: `routes[${config.routes.length - 1}].page`,
        message: expect.stringMatching(/^must be one of "home", "about", .*"futuresOrders", found "lending"$/),
      },
    ]);
  });

  it('reports an unknown page id together with other problems', () => {
    const config = shipped();
    config.brand.colour = '#000000';
    config.routes.push({ path: '/lending', page: 'lending', signIn: false });
    expect(problemPaths(config)).toEqual(['brand.colour', `routes[${config.routes.length - 1}].page`]);
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
          const result = checkSiteConfigText(text);
          if (result.ok) return;
          expect(result.problems.length).toBeGreaterThan(0);
          for (const problem of result.problems) expect(problem.path).toMatch(/\S/);
        },
      ),
      { numRuns: 200 },
    );
  });
});
