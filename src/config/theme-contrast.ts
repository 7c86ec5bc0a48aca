/**
 * The contrast rules of the theme (WCAG 2.2 AA), for both modes: each colour that is read against
 * another must reach 4.5:1 (text) or 3:1 (borders of inputs, focus rings). The site-config check,
 * `npm run config:check` and the browser's error page all report through this one module.
 */
import { contrastRatio, minimumRatio } from '../lib/contrast.ts';
import type { ConfigProblem } from './check-site-config.ts';
import type { SiteConfig } from './site-config.schema.ts';
import { palette, type Mode, type Palette } from './theme-tokens.ts';

type Token = keyof Palette;
type Rule = [foreground: Token, backgrounds: Token[], ratio: number];

export const contrastRules: Rule[] = [
  ['text', ['page', 'surface'], minimumRatio.text],
  ['muted', ['page', 'surface'], minimumRatio.text],
  ['primary', ['page', 'surface'], minimumRatio.text],
  ['primaryText', ['primary'], minimumRatio.text],
  ['up', ['page', 'surface'], minimumRatio.text],
  ['down', ['page', 'surface'], minimumRatio.text],
  ['warning', ['surface'], minimumRatio.text],
  ['border', ['surface'], minimumRatio.large],
  ['focus', ['page', 'surface'], minimumRatio.large],
  ['headerText', ['header'], minimumRatio.text],
  // The heroes (home banner, help centre) paint the header text on a gradient from the header
  // colour to heroEnd: every stop carries it.
  ['headerText', ['heroEnd'], minimumRatio.text],
];

/** What each painted colour is called in a problem. */
const called = (token: Token) =>
  token === 'heroEnd' ? "heroes' gradient end (the primary mixed 55% into the header)" : `${token} colour`;

/** Where a colour of a mode comes from: the theme's own key, brand.colors (light), or derived. */
function keyPath(brand: SiteConfig['brand'], mode: Mode, painted: Token): string {
  // The gradient's end follows the header and the primary: changing either moves it.
  const token = painted === 'heroEnd' ? 'header' : painted;
  if (brand.theme?.[mode]?.[token]) return `brand.theme.${mode}.${token}`;
  if (mode === 'light' && token in brand.colors && brand.colors[token as keyof typeof brand.colors])
    return `brand.colors.${token}`;
  return `brand.theme.${mode}.${token} (derived)`;
}

const shown = (ratio: number) => `${Math.floor(ratio * 100) / 100}:1`;

/** Every pair under its minimum, in both modes, naming the key paths, both colours and the ratio. */
export function contrastProblems(brand: SiteConfig['brand']): ConfigProblem[] {
  return (['light', 'dark'] as const).flatMap((mode) => {
    const colors = palette(brand, mode);
    return contrastRules.flatMap(([fg, backgrounds, ratio]) =>
      backgrounds.flatMap((bg) => {
        const measured = contrastRatio(colors[fg], colors[bg]);
        if (measured >= ratio) return [];
        return [
          {
            path: keyPath(brand, mode, fg),
            message: `${colors[fg]} on the ${called(bg)} ${colors[bg]} (${keyPath(brand, mode, bg).replace(/^(.*) \(derived\)$/, 'derived for $1')}) has a contrast of ${shown(measured)} in the ${mode} theme; it needs ${ratio}:1 at least (WCAG 2.2 AA)`,
          },
        ];
      }),
    );
  });
}
