import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../src/config/site-config.schema.ts';
import { defaultAppIcons, webAppManifest } from './web-app-manifest.ts';

const shipped: SiteConfig = JSON.parse(readFileSync(resolve(import.meta.dirname, '../site-config/site.json'), 'utf8'));

describe('the web app manifest', () => {
  it('follows the shipped site-config: name, colours of the default mode, the shipped icons', () => {
    expect(webAppManifest(shipped)).toEqual({
      name: 'Lumen Exchange',
      short_name: 'Lumen',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'en',
      theme_color: '#0b1f3a',
      background_color: '#f8fafc',
      icons: defaultAppIcons,
    });
  });

  it("takes a rebranded file's name, dark colours and icons", () => {
    const config = structuredClone(shipped);
    config.brand.name = 'Orchid';
    config.theme.defaultMode = 'dark';
    config.brand.theme = {
      dark: { page: '#120a1f', header: '#1e1033' },
      icons: { app: [{ src: '/brand/orchid-512.png', sizes: '512x512', purpose: 'maskable' }] },
    };
    expect(webAppManifest(config)).toMatchObject({
      name: 'Orchid',
      short_name: 'Orchid',
      theme_color: '#1e1033',
      background_color: '#120a1f',
      icons: [{ src: '/brand/orchid-512.png', sizes: '512x512', purpose: 'maskable', type: 'image/png' }],
    });
  });
});
