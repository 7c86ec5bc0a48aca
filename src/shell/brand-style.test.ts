// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../config/site-config.schema.ts';
import { brandCss, installBrandIcon, installBrandStyle } from './brand-style.ts';

const brand = (theme: SiteConfig['brand']['theme'] = {}): SiteConfig['brand'] =>
  ({
    name: 'Orchid Markets',
    colors: { primary: '#7e22ce', up: '#0f766e', down: '#be123c' },
    theme,
  }) as SiteConfig['brand'];

const installed = () => [...document.head.querySelectorAll('style')].map((style) => style.textContent);

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('the brand stylesheet', () => {
  it('holds each mode’s palette, the corners and the fonts with their files', () => {
    const css = brandCss(
      brand({
        light: { page: '#fdf4ff' },
        dark: { page: '#140620' },
        radius: 18,
        fonts: { body: '"Orchid Serif", serif', files: [{ family: 'Orchid Serif', src: '/fonts/orchid.ttf' }] },
      }),
    );
    const [light, dark] = css.split(':root:root[data-theme=dark]');
    expect(light).toContain('--brand-primary:#7e22ce');
    expect(light).toContain('--brand-page:#fdf4ff');
    expect(light).toContain('--radius:18px');
    expect(light).toContain('--font-body:"Orchid Serif", serif');
    expect(dark).toContain('--brand-page:#140620');
    expect(dark).toMatch(/^\{--brand-page:#140620;/);
    // The dividers are mixed from the border and the surface by global.css, not painted here.
    expect(css).not.toContain('--divider');
    expect(css).toContain('@font-face{font-family:"Orchid Serif";src:url("/fonts/orchid.ttf")');
  });

  it('is installed once: installing again replaces it', () => {
    installBrandStyle(brand());
    installBrandStyle(brand({ radius: 4 }));
    expect(installed()).toHaveLength(1);
    expect(installed()[0]).toContain('--radius:4px');
  });

  it('puts the brand’s icon in the tab and its mark for the mode on the loading screen, and leaves the shipped ones without them', () => {
    document.head.innerHTML = '<link rel="icon" href="/favicon.svg">';
    document.body.innerHTML = '<div class="boot-header"><img src="/favicon.svg" alt=""></div>';
    const bootIcon = () => document.querySelector('.boot-header img')?.getAttribute('src');
    installBrandIcon(brand());
    expect(document.querySelector('link[rel=icon]')?.getAttribute('href')).toBe('/favicon.svg');
    expect(bootIcon()).toBe('/favicon.svg');
    installBrandIcon(brand({ icons: { favicon: '/brands/orchid/icon.svg' } }));
    expect(document.querySelector('link[rel=icon]')?.getAttribute('href')).toBe('/brands/orchid/icon.svg');
    expect(bootIcon()).toBe('/brands/orchid/icon.svg');
    const marks = { mark: '/brands/orchid/mark.svg', markDark: '/brands/orchid/mark-dark.svg' };
    installBrandIcon(brand({ icons: { favicon: '/brands/orchid/icon.svg' }, logos: marks }));
    expect(bootIcon()).toBe('/brands/orchid/mark.svg');
    document.documentElement.dataset.theme = 'dark';
    installBrandIcon(brand({ logos: marks }));
    expect(bootIcon()).toBe('/brands/orchid/mark-dark.svg');
    delete document.documentElement.dataset.theme;
  });
});
