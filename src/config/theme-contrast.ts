/**
 * The contrast rules of the theme (WCAG 2.2 AA), for both modes: each colour that is read against
 * another must reach 4.5:1 (text) or 3:1 (borders of inputs, focus rings). The site-config check,
 * `npm run config:check` and the browser's error page all report through this one module.
 * The rules list every pair the stylesheets paint from the theme: palette colours on palette
 * colours, and the badges and tints their color-mix() makes (theme-contrast.test.ts finds each mix
 * in a stylesheet, so a rule cannot outlive its paint).
 */
import { contrastRatio, minimumRatio, mix } from '../lib/contrast.ts';
import type { ConfigProblem } from './config-problem.ts';
import type { SiteConfig } from './site-config.schema.ts';
import { palette, type Mode, type Palette } from './theme-tokens.ts';

type Token = keyof Palette;
/**
 * A colour the stylesheets mix from two: `amount` of `of` into `into`, as `css` (a color-mix()
 * of a stylesheet) paints it. A tint over transparent is a mix into the ground it lies on.
 */
interface Mixed {
  of: Token;
  amount: number;
  into: Token;
  css: string;
  called: string;
}
export type Paint = Token | Mixed;
type Rule = [foreground: Paint, backgrounds: Paint[], ratio: number];

/** The stylesheets' names of the palette colours a mix is made of (global.css). */
const cssName: Partial<Record<Token, string>> = {
  up: '--success',
  down: '--danger',
  warning: '--warning',
  primary: '--primary',
  text: '--text',
};
const percent = (amount: number) => `${Math.round(amount * 100)}%`;

/** `amount` of a colour over transparent, lying on the page or a surface. */
const tint = (of: Token, amount: number, into: 'page' | 'surface'): Mixed => ({
  of,
  amount,
  into,
  css: `color-mix(in srgb, var(${cssName[of]}) ${percent(amount)}, transparent)`,
  called: `${of} tint (${percent(amount)} over the ${into})`,
});
/** A status badge's text: its state's colour leaning a quarter toward the text colour (status-badge.css). */
const badgeText = (of: Token): Mixed => ({
  of,
  amount: 0.75,
  into: 'text',
  css: `color-mix(in srgb, var(${cssName[of]}) 75%, var(--text))`,
  called: `${of} badge text`,
});
const grounds = ['page', 'surface'] as const;
const tints = (of: Token, amount: number) => grounds.map((ground) => tint(of, amount, ground));

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
  // colour to heroEnd: every stop carries it. Their focus rings are in the header text too.
  ['headerText', ['heroEnd'], minimumRatio.text],
];

/**
 * The badges and tints the stylesheets mix from the palette. Warnings, not problems: derived text
 * colours aim 15% above the minimum so that they read on these, but on a page colour of middle
 * lightness the aim is not enough, and refusing such a file would refuse colours the operator
 * never gave.
 */
export const tintRules: Rule[] = [
  // Status badges (status-badge.css): success (the up colour), pending (warning) and failed (down).
  [badgeText('up'), tints('up', 0.08), minimumRatio.text],
  [badgeText('warning'), tints('warning', 0.12), minimumRatio.text],
  [badgeText('down'), tints('down', 0.08), minimumRatio.text],
  // Text on tints: form alerts (up and down 12%), warning notes (12%), search highlights (warning
  // 35%), selected rows, tabs and menu entries (primary 8% to 18%).
  ['text', [...tints('up', 0.12), ...tints('down', 0.12), ...tints('warning', 0.12)], minimumRatio.text],
  ['text', [...tints('warning', 0.35), ...tints('primary', 0.18)], minimumRatio.text],
];

/** A paint as a figure beside a field names it: its token, or what the mix is. */
export const paintName = (paint: Paint): string => (typeof paint === 'string' ? paint : paint.called);

/** Every mix the rules name, for the test that finds each in a stylesheet. */
export const mixedPaints = (): Mixed[] =>
  [...contrastRules, ...tintRules]
    .flatMap(([fg, bgs]) => [fg, ...bgs])
    .filter((paint): paint is Mixed => typeof paint !== 'string');

/** What each painted colour is called in a problem. */
const called = (paint: Paint) =>
  typeof paint !== 'string'
    ? paint.called
    : paint === 'heroEnd'
      ? "heroes' gradient end (the primary mixed 55% into the header)"
      : `${paint} colour`;

/** The colour a paint is in a mode's palette. */
export const colorOf = (colors: Palette, paint: Paint) =>
  typeof paint === 'string' ? colors[paint] : mix(colors[paint.into], colors[paint.of], paint.amount);

/** Where a colour of a mode comes from: the theme's own key, brand.colors (light), or derived. */
function keyPath(brand: SiteConfig['brand'], mode: Mode, paint: Paint): string {
  // A mix moves with the colour it is of; the gradient's end follows the header and the primary.
  const painted = typeof paint === 'string' ? paint : paint.of;
  const token = painted === 'heroEnd' ? 'header' : painted;
  if (brand.theme?.[mode]?.[token]) return `brand.theme.${mode}.${token}`;
  if (mode === 'light' && token in brand.colors && brand.colors[token as keyof typeof brand.colors])
    return `brand.colors.${token}`;
  return `brand.theme.${mode}.${token} (derived)`;
}

const shown = (ratio: number) => `${Math.floor(ratio * 100) / 100}:1`;

/** Every pair of `rules` under its minimum, in both modes, naming the key paths, both colours and the ratio. */
function underMinimum(brand: SiteConfig['brand'], rules: Rule[]): ConfigProblem[] {
  return (['light', 'dark'] as const).flatMap((mode) => {
    const colors = palette(brand, mode);
    return rules.flatMap(([fg, backgrounds, ratio]) =>
      backgrounds.flatMap((bg) => {
        const [front, back] = [colorOf(colors, fg), colorOf(colors, bg)];
        const measured = contrastRatio(front, back);
        if (measured >= ratio) return [];
        return [
          {
            path: keyPath(brand, mode, fg),
            message: `${typeof fg === 'string' ? '' : `the ${called(fg)} `}${front} on the ${called(bg)} ${back} (${keyPath(brand, mode, bg).replace(/^(.*) \(derived\)$/, 'derived for $1')}) has a contrast of ${shown(measured)} in the ${mode} theme; it needs ${ratio}:1 at least (WCAG 2.2 AA)`,
          },
        ];
      }),
    );
  });
}

/** The palette's pairs under their minimum: the file is refused. */
export const contrastProblems = (brand: SiteConfig['brand']): ConfigProblem[] => underMinimum(brand, contrastRules);

/**
 * The badges and tints under their minimum: the page works, but that text reads poorly. Only once
 * the palette's own pairs pass: a colour already refused would be named again on each tint.
 */
export const contrastWarnings = (brand: SiteConfig['brand']): ConfigProblem[] =>
  contrastProblems(brand).length > 0 ? [] : underMinimum(brand, tintRules);
