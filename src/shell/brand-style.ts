/**
 * The brand's theme as one stylesheet: each mode's palette as `--brand-<token>` custom properties
 * (as named in site.json), the corner radius, the fonts and their files (the dividers' mix of the
 * border and the surface is global.css's).
 * Start-up installs it as soon as site.json has come, so the loading screen and a page's intro are
 * in the brand's colours before the app's code has run (early-start.ts); the app installs it again
 * when it starts (theme.ts), replacing that one. The brand's icons likewise, in the tab and on the
 * loading screen's header. Its own file, so start-up carries only this.
 */
import type { SiteConfig } from '../config/site-config.schema.ts';
import { palette, type Mode } from '../config/theme-tokens.ts';

type Brand = SiteConfig['brand'];

const styleId = 'brand-theme';

function tokenRules(brand: Brand, mode: Mode): string {
  return Object.entries(palette(brand, mode))
    .map(([token, value]) => `--brand-${token}:${value}`)
    .join(';');
}

/** The stylesheet of the brand's theme. */
export function brandCss(brand: Brand): string {
  const theme = brand.theme;
  const fonts = theme?.fonts;
  let css = `:root:root{${tokenRules(brand, 'light')}`;
  if (theme?.radius !== undefined) css += `;--radius:${theme.radius}px`;
  if (fonts?.body) css += `;--font-body:${fonts.body}`;
  if (fonts?.numbers) css += `;--font-numbers:${fonts.numbers}`;
  css += `}:root:root[data-theme=dark]{${tokenRules(brand, 'dark')}}`;
  for (const f of fonts?.files ?? [])
    css += `@font-face{font-family:"${f.family}";src:url("${f.src}");font-weight:${f.weight ?? 400};font-style:${f.style ?? 'normal'};font-display:swap}`;
  return css;
}

/** Puts the brand's stylesheet in the head, in place of the one installed before (one at a time). */
export function installBrandStyle(brand: Brand): void {
  const css = brandCss(brand);
  let style = document.getElementById(styleId);
  if (!style) {
    style = document.createElement('style');
    style.id = styleId;
    document.head.append(style);
  }
  if (style.textContent !== css) style.textContent = css;
}

/**
 * The brand's icons: its favicon (`theme.icons.favicon`) in the tab, and on the loading screen's
 * header its compact mark for the mode showing (`theme.logos.mark`, `markDark`), else that favicon.
 */
export function installBrandIcon(brand: Brand): void {
  const icons = brand.theme?.icons;
  const logos = brand.theme?.logos;
  if (icons?.favicon) document.querySelector('link[rel=icon]')?.setAttribute('href', icons.favicon);
  const dark = document.documentElement.dataset.theme === 'dark';
  const mark = (dark && logos?.markDark) || logos?.mark || icons?.favicon;
  if (mark) document.querySelector('.boot-header img')?.setAttribute('src', mark);
}
