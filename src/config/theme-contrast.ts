/**
 * The contrast rules of the theme (WCAG 2.2 AA), for both modes: each colour that is read against
 * another must reach 4.5:1 (text) or 3:1 (borders of inputs, focus rings). The site-config check,
 * `npm run config:check` and the browser's error page all report through this one module.
 * The rules list every pair the stylesheets paint from the theme: palette colours on palette
 * colours, the focus ring of each ground, and the badges and tints their color-mix() makes
 * (theme-contrast.test.ts finds each mix in a stylesheet, so a rule cannot outlive its paint;
 * themed-paint.test.ts holds every ring to `var(--focus)` and every ground to its ring).
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

/**
 * The focus ring of each ground, and the custom property its stylesheet rule sets `--focus` to. Both
 * are derived (theme-tokens.ts): `focus` from the primary (or given) made to read on the page and
 * the surface, `headerFocus` from it made to read on the header and both stops of the heroes'
 * gradient, where the page's ring measured 2.46:1 on the shipped header.
 */
export const focusRings = [
  { ring: 'focus', on: ['page', 'surface'], css: 'var(--brand-focus)' },
  { ring: 'headerFocus', on: ['header', 'heroEnd'], css: 'var(--brand-headerFocus)' },
] as const satisfies { ring: Token; on: Token[]; css: string }[];
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
  ['headerText', ['header'], minimumRatio.text],
  // The heroes (home banner, help centre) paint the header text on a gradient from the header
  // colour to heroEnd: every stop carries it.
  ['headerText', ['heroEnd'], minimumRatio.text],
  // The footer's quieter lines (its contacts, its legal line) on the header colour it is painted in.
  ['headerMuted', ['header'], minimumRatio.text],
  // Focus rings, one colour per ground a control stands on (`--focus`, set by the ground's rule):
  // the page and the surface (cards, menus, popovers), and the header with the heroes' gradient.
  ...focusRings.map(({ ring, on }): Rule => [ring, [...on], minimumRatio.large]),
];

/**
 * The badges and tints the stylesheets mix from the palette, decided pair by pair. Errors: text
 * that is the only place its words are said, so that unreadable, the page no longer tells the
 * customer something it must (a file with one is refused, naming the colour that moves it).
 * Derived text colours are made to read on these (theme-tokens.ts), so an error names a colour the
 * operator gave, or one no derivation can save (a page of middle lightness): give it.
 */
export const tintRules: Rule[] = [
  // Status badges (status-badge.css): whether an order, a deposit or a withdrawal succeeded, is
  // pending or failed (the up, warning and down colours, leaning a quarter toward the text colour).
  [badgeText('up'), tints('up', 0.08), minimumRatio.text],
  [badgeText('warning'), tints('warning', 0.12), minimumRatio.text],
  [badgeText('down'), tints('down', 0.08), minimumRatio.text],
  // Text on form alerts (up and down 12%: why a money form was refused, or that it went through)
  // and on warning notes (12%: a network's fee, a minimum, a memo a deposit needs).
  ['text', [...tints('up', 0.12), ...tints('down', 0.12), ...tints('warning', 0.12)], minimumRatio.text],
];

/**
 * Tints whose text the page also says elsewhere: unreadable, the page only looks wrong, so a
 * warning. Search highlights (warning 35%, ui/highlighted.css) mark, in bold, the letters the
 * customer has just typed within a name whose other letters are on the page; the selected tab's
 * count (primary 18%, ui/tabs.css) counts the list shown under it.
 */
export const tintWarningRules: Rule[] = [
  ['text', [...tints('warning', 0.35), ...tints('primary', 0.18)], minimumRatio.text],
];

/** A paint as a figure beside a field names it: its token, or what the mix is. */
export const paintName = (paint: Paint): string => (typeof paint === 'string' ? paint : paint.called);

/** Every mix the rules name, for the test that finds each in a stylesheet. */
export const mixedPaints = (): Mixed[] =>
  [...contrastRules, ...tintRules, ...tintWarningRules]
    .flatMap(([fg, bgs]) => [fg, ...bgs])
    .filter((paint): paint is Mixed => typeof paint !== 'string');

/** What each painted colour is called in a problem. */
const called = (paint: Paint) =>
  typeof paint !== 'string'
    ? paint.called
    : paint === 'heroEnd'
      ? "heroes' gradient end (the primary mixed 55% into the header)"
      : paint === 'headerFocus'
        ? "header's focus ring (the focus colour made to read on the header)"
        : paint === 'headerMuted'
          ? "footer's quieter text (the header text made to read on the header)"
          : `${paint} colour`;

/** The colour a paint is in a mode's palette. */
export const colorOf = (colors: Palette, paint: Paint) =>
  typeof paint === 'string' ? colors[paint] : mix(colors[paint.into], colors[paint.of], paint.amount);

/** Where a colour of a mode comes from: the theme's own key, brand.colors (light), or derived. */
function keyPath(brand: SiteConfig['brand'], mode: Mode, paint: Paint): string {
  // A mix moves with the colour it is of; the gradient's end follows the header and the primary.
  const painted = typeof paint === 'string' ? paint : paint.of;
  // The header's focus ring moves with the focus colour it is made from.
  const token =
    painted === 'heroEnd'
      ? 'header'
      : painted === 'headerFocus'
        ? 'focus'
        : painted === 'headerMuted'
          ? 'headerText'
          : painted;
  if (brand.theme?.[mode]?.[token]) return `brand.theme.${mode}.${token}`;
  if (mode === 'light' && token in brand.colors && brand.colors[token as keyof typeof brand.colors])
    return `brand.colors.${token}`;
  return `brand.theme.${mode}.${token} (derived)`;
}

const shown = (ratio: number) => `${Math.floor(ratio * 100) / 100}:1`;

/**
 * The key a problem is named at: the foreground's, unless the check derived it and the operator
 * gave what it lies on (a page of middle lightness no derived colour reads on): then that ground's.
 */
function blamed(brand: SiteConfig['brand'], mode: Mode, fg: Paint, bg: Paint): string {
  const front = keyPath(brand, mode, fg);
  const ground = typeof bg === 'string' ? bg : bg.into;
  // A surface not given is the page's colour when the page is given.
  const grounds: Paint[] = [bg, ground, ...(ground === 'surface' ? (['page'] as const) : [])];
  const given = grounds.map((paint) => keyPath(brand, mode, paint)).find((path) => !path.endsWith('(derived)'));
  return front.endsWith('(derived)') && given ? given : front;
}

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
            path: blamed(brand, mode, fg, bg),
            message: `${typeof fg === 'string' ? '' : `the ${called(fg)} `}${front} on the ${called(bg)} ${back} (${keyPath(brand, mode, bg).replace(/^(.*) \(derived\)$/, 'derived for $1')}) has a contrast of ${shown(measured)} in the ${mode} theme; it needs ${ratio}:1 at least (WCAG 2.2 AA)`,
          },
        ];
      }),
    );
  });
}

/**
 * The pairs under their minimum where the page would break: the file is refused. The palette's own
 * first; the badges and tints only once those pass, since a colour already refused would be named
 * again on each tint.
 */
export function contrastProblems(brand: SiteConfig['brand']): ConfigProblem[] {
  const own = underMinimum(brand, contrastRules);
  return own.length > 0 ? own : underMinimum(brand, tintRules);
}

/** The tints under their minimum where the page would only look wrong: warned of, once it has no problem. */
export const contrastWarnings = (brand: SiteConfig['brand']): ConfigProblem[] =>
  contrastProblems(brand).length > 0 ? [] : underMinimum(brand, tintWarningRules);
