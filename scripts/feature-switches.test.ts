import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureSwitchTable, pagesBySwitch } from './feature-switches.ts';

const root = resolve(import.meta.dirname, '..');
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');

describe('the feature switches and the pages they turn on', () => {
  it('are what the shipped site.json routes say: each route carries its page’s switch, and only it', () => {
    const routes = JSON.parse(read('site-config/site.json')).routes as { page: string; feature?: string }[];
    const switchOf = new Map<string, string>(
      Object.entries(pagesBySwitch()).flatMap(([id, pages]) => pages.map((page) => [page, id] as const)),
    );
    const disagree = routes.filter((route) => route.feature !== switchOf.get(route.page));
    expect(disagree).toEqual([]);
  });

  it('name a page for every switch', () => {
    expect(Object.entries(pagesBySwitch()).filter(([, pages]) => pages.length === 0)).toEqual([]);
  });

  it('map the spec’s names to the code’s in docs/feature-switches.md, as made now', () => {
    const table = featureSwitchTable();
    expect(read('docs/feature-switches.md')).toBe(table);
    expect(table).toContain('| `flashPair` | `flashExchange` | `flashExchange` | `src/features/flash-exchange/` |');
    expect(table).toContain('| `contract` | `futures` | `futuresOrders` | `src/features/orders/` |');
    expect(table).toContain(
      '| `otcShow` | `otc` | `fiatOtcOrder`, `fiatOtcList`, `fiatReceiptMethods` | `src/features/fiat/otc/` |',
    );
  });
});
