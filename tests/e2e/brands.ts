/**
 * A second brand for the browser tests, as unlike the shipped one as a site.json can make it:
 * violet and plum palettes per mode, a serif body font served beside site.json, monospaced
 * numbers, round corners, a logo per theme and a compact mark, its own app icon, and red-up for
 * the Chinese languages.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { dejaVuSerifPath } from '../../scripts/ensure-chromium.ts';

const shipped = resolve(import.meta.dirname, '../../site-config/site.json');
const svg = (body: string) =>
  `data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${body}</svg>`).toString('base64')}`;

export const orchidLogos = {
  light: svg('<circle cx="16" cy="16" r="15" fill="#7e22ce"/><path d="M10 20q6-14 12 0z" fill="#fdf4ff"/>'),
  dark: svg('<circle cx="16" cy="16" r="15" fill="#f0abfc"/><path d="M10 20q6-14 12 0z" fill="#2e1065"/>'),
  mark: svg('<rect width="32" height="32" rx="10" fill="#7e22ce"/><circle cx="16" cy="16" r="6" fill="#fdf4ff"/>'),
  markDark: svg('<rect width="32" height="32" rx="10" fill="#f0abfc"/><circle cx="16" cy="16" r="6" fill="#2e1065"/>'),
};

/** The font file the brand's site.json names, served from the system's DejaVu Serif. */
export const orchidFont = {
  path: '/brands/orchid/serif.ttf',
  file: dejaVuSerifPath,
};

export function orchidSiteConfig(): Record<string, any> {
  const config = JSON.parse(readFileSync(shipped, 'utf8'));
  config.brand.name = 'Orchid Markets';
  config.brand.logo = orchidLogos.light;
  config.brand.colors = { primary: '#7e22ce', up: '#0f766e', down: '#be123c' };
  config.brand.theme = {
    light: {
      page: '#fdf4ff',
      surface: '#ffffff',
      text: '#2e1065',
      muted: '#6b21a8',
      border: '#a855f7',
      header: '#3b0764',
      headerText: '#fdf4ff',
      focus: '#c026d3',
    },
    dark: {
      page: '#140620',
      surface: '#1f0a33',
      text: '#f5e8ff',
      muted: '#d8b4fe',
      border: '#a77bd6',
      primary: '#f0abfc',
      primaryText: '#2e1065',
      up: '#2dd4bf',
      down: '#fb7185',
      header: '#0d0416',
    },
    fonts: {
      body: '"Orchid Serif", Georgia, serif',
      numbers: '"DejaVu Sans Mono", monospace',
      files: [{ family: 'Orchid Serif', src: orchidFont.path }],
    },
    radius: 18,
    logos: { dark: orchidLogos.dark, mark: orchidLogos.mark, markDark: orchidLogos.markDark },
    icons: { app: [{ src: '/icons/app-512.png', sizes: '512x512', purpose: 'maskable' }] },
  };
  config.theme = {
    defaultMode: 'light',
    upColor: { default: 'green-up', languages: { 'zh-CN': 'red-up', 'zh-Hant': 'red-up' } },
  };
  return config;
}

/** Serves the brand's font file, as an operator's server would from beside site.json. */
export async function serveOrchidFont(page: Page): Promise<void> {
  const body = readFileSync(orchidFont.file);
  await page.route(orchidFont.path, (route) => route.fulfill({ body, contentType: 'font/ttf' }));
}
