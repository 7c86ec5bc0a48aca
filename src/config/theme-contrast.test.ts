// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stylesheets } from '../../tests/setup/stylesheets.ts';
import { contrastRatio } from '../lib/contrast.ts';
import { checkSiteConfig } from './check-site-config.ts';
import { contrastRules, focusRings, mixedPaints } from './theme-contrast.ts';
import { palette } from './theme-tokens.ts';

const shipped = JSON.parse(readFileSync(resolve(process.cwd(), 'site-config/site.json'), 'utf8'));
const problemsWith = (change: (c: Record<string, any>) => void) => {
  const copy = structuredClone(shipped);
  change(copy);
  const result = checkSiteConfig(copy);
  return result.ok ? [] : result.problems.map((p) => `${p.path}: ${p.message}`);
};
const warningsWith = (change: (c: Record<string, any>) => void) => {
  const copy = structuredClone(shipped);
  change(copy);
  return (checkSiteConfig(copy).warnings ?? []).map((p) => `${p.path}: ${p.message}`);
};

describe('the contrast check of the site-config', () => {
  it('refuses light-grey text, naming the key, both colours and the ratio', () => {
    const problems = problemsWith((c) => (c.brand.theme = { light: { text: '#aaaaaa' } }));
    expect(problems).toEqual([
      'brand.theme.light.text: #aaaaaa on the page colour #f8fafc (derived for brand.theme.light.page) has a contrast of 2.22:1 in the light theme; it needs 4.5:1 at least (WCAG 2.2 AA)',
      'brand.theme.light.text: #aaaaaa on the surface colour #ffffff (derived for brand.theme.light.surface) has a contrast of 2.32:1 in the light theme; it needs 4.5:1 at least (WCAG 2.2 AA)',
    ]);
    // Refused, it is not named again on each tint it is read on.
    expect(warningsWith((c) => (c.brand.theme = { light: { text: '#aaaaaa' } }))).toEqual([]);
  });

  it('refuses a brand colour unreadable on the light page, and only in the mode it is used in', () => {
    const problems = problemsWith((c) => (c.brand.colors.up = '#86efac'));
    expect(problems).toContain(
      'brand.colors.up: #86efac on the page colour #f8fafc (derived for brand.theme.light.page) has a contrast of 1.34:1 in the light theme; it needs 4.5:1 at least (WCAG 2.2 AA)',
    );
    expect(problems.every((p) => p.startsWith('brand.colors.up: ') && p.includes('light theme'))).toBe(true);
  });

  it('refuses text unreadable on the tints it is the only word on, and warns where it is said elsewhere too', () => {
    // Grey text that passes on the page and the surface, but not on a form alert's or a note's tint.
    expect(problemsWith((c) => (c.brand.theme = { light: { text: '#6b6b6b' } }))).toContainEqual(
      expect.stringMatching(
        /^brand\.theme\.light\.text: #6b6b6b on the down tint \(12% over the page\) #\w{6} \(brand\.colors\.down\) has a contrast of [\d.]+:1/,
      ),
    );
    // Darker grey reads on those, but not on the amber of a search highlight: a warning.
    expect(problemsWith((c) => (c.brand.theme = { light: { text: '#555555' } }))).toEqual([]);
    expect(warningsWith((c) => (c.brand.theme = { light: { text: '#555555' } }))).toContainEqual(
      expect.stringMatching(
        /^brand\.theme\.light\.text: #555555 on the warning tint \(35% over the surface\) #\w{6} \(derived for brand\.theme\.light\.warning\)/,
      ),
    );
  });

  it('refuses status badges unreadable on their tints, naming the colour the operator gave', () => {
    expect(warningsWith(() => {})).toEqual([]);
    expect(problemsWith(() => {})).toEqual([]);
    // A dark page of middle lightness: no colour derived for it reads on the badges' tints.
    expect(problemsWith((c) => (c.brand.theme = { dark: { page: '#6c6d39' } }))).toContainEqual(
      expect.stringMatching(
        /^brand\.theme\.dark\.page: the warning badge text #\w{6} on the warning tint \(12% over the page\) #\w{6} \(derived for brand\.theme\.dark\.warning\) has a contrast of [\d.]+:1 in the dark theme/,
      ),
    );
  });

  it('lists only the mixes the stylesheets paint', () => {
    const css = stylesheets(resolve(process.cwd(), 'src'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const missing = mixedPaints()
      .map((paint) => paint.css)
      .filter((mix) => !css.includes(mix));
    expect(missing).toEqual([]);
  });

  it('holds borders of inputs and focus rings to 3:1', () => {
    expect(problemsWith((c) => (c.brand.theme = { dark: { border: '#1f2a40' } }))).toEqual([
      expect.stringMatching(/^brand\.theme\.dark\.border: #1f2a40 on the surface colour #111a2e .* needs 3:1/),
    ]);
    expect(problemsWith((c) => (c.brand.theme = { light: { focus: '#e2e8f0' } }))).toContainEqual(
      expect.stringMatching(/^brand\.theme\.light\.focus: #e2e8f0 on the page colour #f8fafc .* needs 3:1/),
    );
  });

  it('derives a focus ring for the header and the heroes that reads at 3:1 there, where the page’s does not', () => {
    const rings = focusRings.map(({ ring, on }) => [ring, on]);
    expect(rings).toEqual([
      ['focus', ['page', 'surface']],
      ['headerFocus', ['header', 'heroEnd']],
    ]);
    for (const theme of [undefined, { light: { header: '#f1f5f9', headerText: '#0f172a' } }])
      for (const mode of ['light', 'dark'] as const) {
        const colors = palette({ ...structuredClone(shipped.brand), theme }, mode);
        for (const ground of [colors.header, colors.heroEnd])
          expect(contrastRatio(colors.headerFocus, ground)).toBeGreaterThanOrEqual(3);
      }
    // The shipped blue ring measured 2.46:1 on the shipped header.
    const shippedLight = palette(shipped.brand, 'light');
    expect(contrastRatio(shippedLight.focus, shippedLight.header)).toBeLessThan(3);
    expect(shippedLight.headerFocus).not.toBe(shippedLight.focus);
  });

  it('accepts a full palette that reads well in both modes', () => {
    const theme = {
      light: { page: '#fffaf0', surface: '#ffffff', text: '#1c1917', primary: '#9a3412', primaryText: '#ffffff' },
      dark: { page: '#1c1917', surface: '#292524', text: '#fafaf9', primary: '#fdba74', primaryText: '#1c1917' },
    };
    expect(problemsWith((c) => (c.brand.theme = theme))).toEqual([]);
  });

  it('reads the header text on every stop of the heroes’ gradient, derived or given, even on a light header', () => {
    const theme = {
      light: { header: '#f1f5f9', headerText: '#0f172a' },
      dark: { header: '#e2e8f0', headerText: '#0f172a' },
    };
    expect(problemsWith((c) => (c.brand.theme = theme))).toEqual([]);
    const brand = { ...structuredClone(shipped.brand), theme };
    for (const mode of ['light', 'dark'] as const) {
      const colors = palette(brand, mode);
      for (const stop of [colors.header, colors.heroEnd])
        expect(contrastRatio(colors.headerText, stop)).toBeGreaterThanOrEqual(4.5);
    }
    // A derived header text is made readable on the gradient's end too.
    const derived = palette({ ...brand, theme: { light: { header: '#f1f5f9' } } }, 'light');
    expect(contrastRatio(derived.headerText, derived.heroEnd)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRules).toContainEqual(['headerText', ['heroEnd'], 4.5]);
  });

  it('moves the heroes’ gradient end away from the header text where the text would not read on it', () => {
    const brand = { ...structuredClone(shipped.brand), theme: { light: { header: '#ffffff', headerText: '#595959' } } };
    const colors = palette(brand, 'light');
    expect(colors.heroEnd).not.toBe('#ffffff');
    expect(contrastRatio('#595959', colors.heroEnd)).toBeGreaterThanOrEqual(4.5);
    expect(problemsWith((c) => (c.brand.theme = brand.theme))).toEqual([]);
  });
});
