/**
 * The web app manifest (/manifest.webmanifest) built from a site-config: its name, colours and
 * icons, so the installed app follows site.json. The sandbox server answers it from the site.json
 * it serves; the generated nginx block carries it (docs/deploy.md).
 */
import type { SiteConfig } from '../src/config/site-config.schema.ts';
import { palette } from '../src/config/theme-tokens.ts';

/** The shipped icons, used while site.json names none. */
export const defaultAppIcons = [
  { src: '/icons/app-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/app-512.png', sizes: '512x512', type: 'image/png' },
];

export function webAppManifest(config: SiteConfig): Record<string, unknown> {
  const { brand } = config;
  // A system default starts in light: the manifest has one pair of colours (the splash screen's).
  const colors = palette(brand, config.theme.defaultMode === 'dark' ? 'dark' : 'light');
  const icons = brand.theme?.icons?.app?.map((icon) => ({ ...icon, type: 'image/png' })) ?? defaultAppIcons;
  return {
    name: brand.name,
    short_name: brand.name.length <= 12 ? brand.name : brand.name.split(/\s+/)[0].slice(0, 12),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: config.languages.default,
    theme_color: colors.header,
    background_color: colors.page,
    icons,
  };
}

/** The manifest as served: JSON, with its media type. */
export const manifestMediaType = 'application/manifest+json; charset=utf-8';
export const manifestText = (config: SiteConfig): string => `${JSON.stringify(webAppManifest(config), null, 2)}\n`;
