import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { homeSectionIds } from '../src/config/site-config.schema.ts';
import { declaredPageParts, sectionsDeclaredIn } from './page-parts.ts';

const root = resolve(import.meta.dirname, '..');

describe('the parts of a page the renderer names', () => {
  const parts = declaredPageParts(root);

  it('reads every home section of the registry, with its module and texts, and the footer', () => {
    expect(Object.keys(parts).sort()).toEqual(['footer', ...homeSectionIds.map((id) => `home-section:${id}`)].sort());
    for (const { module } of Object.values(parts).filter((part) => part !== undefined))
      expect(existsSync(resolve(root, module))).toBe(true);
    expect(parts['home-section:marketTrend']).toEqual({
      module: 'src/features/home/sections/MarketTrend.tsx',
      areas: ['home-sections'],
    });
    expect(parts['home-section:banner']?.areas).toEqual([]);
    expect(parts.footer?.areas).toEqual(['footer']);
  });

  it('fails the build when the registry can no longer be read', () => {
    expect(() => sectionsDeclaredIn('const sectionLoaders = { banner: lazyBanner };')).toThrow(/no section import/);
  });
});
