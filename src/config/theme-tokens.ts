/**
 * The full palette of a mode from the site-config: the operator's colours where given, the rest
 * derived from the primary colour and the mode (docs/site-config.md, "Theme"). Derived colours are
 * made readable against what they sit on, so they always pass the contrast check.
 */
import { minimumRatio, mix, readableOn } from '../lib/contrast.ts';
import type { PaletteToken, SiteConfig } from './site-config.schema.ts';

export type Mode = 'light' | 'dark';

/**
 * Derived text colours aim above the AA minimum, so they still read on the light tints of their
 * own colour that badges, notices and price flashes sit on.
 */
const aim = minimumRatio.text * 1.15;
/**
 * `heroEnd`: where the heroes' gradient (home banner, help centre) ends: the primary mixed 55% into
 * the header, made readable under the header text. `headerFocus`: the focus ring on the header and
 * the heroes, the focus colour made to read at 3:1 on the header and on both stops of the heroes'
 * gradient (the focus colour itself is held to the page and the surface). `headerMuted`: the
 * footer's quieter lines, the header text leaning a quarter toward the header, made to read on it.
 * No operator sets any of the three.
 */
export type Palette = Record<PaletteToken | 'heroEnd' | 'headerFocus' | 'headerMuted', string>;

/** The neutrals of each mode before the operator's colours. */
export const neutrals: Record<Mode, Pick<Palette, 'page' | 'surface' | 'text' | 'muted' | 'border' | 'header'>> = {
  light: {
    page: '#f8fafc',
    surface: '#ffffff',
    text: '#0f172a',
    muted: '#475569',
    border: '#838fa0',
    header: '#0b1f3a',
  },
  dark: {
    page: '#0b1220',
    surface: '#111a2e',
    text: '#e2e8f0',
    muted: '#a3b1c6',
    border: '#5f6f8a',
    header: '#050b16',
  },
};
const warnings: Record<Mode, string> = { light: '#b45309', dark: '#fbbf24' };

export function palette(brand: SiteConfig['brand'], mode: Mode): Palette {
  const given = brand.theme?.[mode] ?? {};
  const { colors } = brand;
  const base = neutrals[mode];
  const page = given.page ?? base.page;
  const surface = given.surface ?? (given.page ? page : base.surface);
  const grounds = [page, surface];
  // In light mode the brand colours are the operator's own; dark mode derives readable ones from them.
  const own = (color: string | undefined) => (mode === 'light' ? color : undefined);
  // A state's colour (up, down, warning) is read on the page and the surface and, as a badge's
  // text, on its own light tint of them (theme-contrast.ts): derived, it reads on both.
  const state = (color: string, on = grounds) =>
    readableOn(color, [...on, ...on.map((ground) => mix(ground, color, 0.12))], aim);
  const up = given.up ?? own(colors.up) ?? state(colors.up);
  const down = given.down ?? own(colors.down) ?? state(colors.down);
  const warning = given.warning ?? state(warnings[mode], [surface]);
  // The text is read on the form alerts' and notes' tints of those too.
  const tinted = [up, down, warning].flatMap((color) => grounds.map((ground) => mix(ground, color, 0.12)));
  const text = given.text ?? readableOn(base.text, [...grounds, ...tinted], aim);
  const primary = given.primary ?? own(colors.primary) ?? readableOn(colors.primary, grounds, aim);
  const header = given.header ?? base.header;
  const headerText = given.headerText ?? readableOn('#f8fafc', [header], aim);
  // The primary mixed 55% into the header, moved toward black or white as far as the header text
  // needs to read on it.
  const heroEnd = readableOn(mix(header, primary, 0.55), [headerText], aim);
  const focus = given.focus ?? readableOn(primary, grounds, minimumRatio.large);
  return {
    page,
    surface,
    text,
    muted: given.muted ?? readableOn(base.muted, grounds, aim),
    border: given.border ?? readableOn(base.border, [surface], minimumRatio.large),
    primary,
    primaryText:
      given.primaryText ??
      own(colors.primaryText) ??
      readableOn(mode === 'light' ? '#ffffff' : '#0b1220', [primary], aim),
    up,
    down,
    warning,
    focus,
    header,
    headerText,
    heroEnd,
    headerFocus: readableOn(focus, [header, heroEnd], minimumRatio.large),
    headerMuted: readableOn(mix(header, headerText, 0.75), [header], aim),
  };
}
