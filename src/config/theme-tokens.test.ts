// @vitest-environment node
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from './site-config.schema.ts';
import { contrastProblems } from './theme-contrast.ts';
import { palette } from './theme-tokens.ts';
import { contrastRatio } from '../lib/contrast.ts';

const shipped: SiteConfig = JSON.parse(readFileSync(resolve(process.cwd(), 'site-config/site.json'), 'utf8'));
const hexColor = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);

describe('theme tokens', () => {
  it("keep today's four-colour brand looking the same in the light theme", () => {
    expect(palette(shipped.brand, 'light')).toMatchObject({
      page: '#f8fafc',
      surface: '#ffffff',
      text: '#0f172a',
      muted: '#475569',
      primary: '#1d4ed8',
      primaryText: '#ffffff',
      up: '#047857',
      down: '#b91c1c',
      header: '#0b1f3a',
    });
  });

  it('take the operator’s colour over the derived one, per mode', () => {
    const brand = { ...shipped.brand, theme: { dark: { primary: '#fbbf24', page: '#000000' } } };
    expect(palette(brand, 'dark')).toMatchObject({ primary: '#fbbf24', page: '#000000', surface: '#000000' });
    expect(palette(brand, 'light').primary).toBe('#1d4ed8');
  });

  it('derive colours that pass every contrast rule, whatever the brand colours', () => {
    fc.assert(
      fc.property(hexColor, hexColor, hexColor, (primary, up, down) => {
        const { primaryText: _text, ...rest } = shipped.brand.colors;
        // The light theme uses the brand colours as given; readable ones are the operator's to choose.
        const light = { page: '#ffffff', surface: '#ffffff', primary: '#1d4ed8', up: '#047857', down: '#b91c1c' };
        const brand = { ...shipped.brand, colors: { ...rest, primary, up, down }, theme: { light } };
        expect(contrastProblems(brand)).toEqual([]);
      }),
    );
  });

  it('derive readable text, borders, focus rings, badges and tints on any page colour the operator picks', () => {
    fc.assert(
      fc.property(hexColor, fc.constantFrom('light', 'dark'), (page, mode) => {
        const brand = { ...shipped.brand, theme: { [mode]: { page } } };
        const problems = contrastProblems(brand).filter((p) => p.path.startsWith(`brand.theme.${mode}`));
        // A page of middle lightness (neither black nor white reads at 7:1 on it) may leave no colour
        // readable on the badges' tints: that problem names the page, the colour the operator gave.
        if (Math.max(contrastRatio(page, '#000000'), contrastRatio(page, '#ffffff')) < 7)
          expect(problems.filter((p) => p.path !== `brand.theme.${mode}.page`)).toEqual([]);
        else expect(problems).toEqual([]);
      }),
    );
  });
});
