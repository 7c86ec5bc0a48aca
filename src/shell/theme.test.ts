import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApp } from '../../tests/setup/render-app.tsx';
import { applyTheme, setThemeMode, setUpColor, themeModeSetting, useLogo } from './theme.ts';
import { renderHook } from '@testing-library/react';

/** A device colour scheme the test can change, as prefers-color-scheme. */
function fakeDevice(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  vi.stubGlobal('matchMedia', () => query);
  return (next: boolean) => {
    dark = next;
    listeners.forEach((l) => l());
  };
}

const root = document.documentElement;
const tokens = () => document.head.querySelector('style:last-of-type')?.textContent ?? '';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the theme', () => {
  it('writes both palettes, the radius and the fonts of the site-config as custom properties', () => {
    fakeDevice(false);
    startApp({
      config: (c) => {
        c.brand.theme = {
          dark: { page: '#140620' },
          radius: 18,
          fonts: { body: '"Orchid Serif", serif', files: [{ family: 'Orchid Serif', src: '/brand/serif.woff2' }] },
        };
      },
    });
    applyTheme();
    expect(tokens()).toContain('--brand-page:#f8fafc');
    expect(tokens()).toContain('[data-theme=dark]{--brand-page:');
    expect(tokens()).toContain('--brand-page:#140620');
    expect(tokens()).toContain('--radius:18px');
    expect(tokens()).toContain('@font-face{font-family:"Orchid Serif";src:url("/brand/serif.woff2")');
    expect(root.dataset.theme).toBe('light');
    expect(root.dataset.upColor).toBe('green-up');
  });

  it('follows the device while in system mode, and stops once the customer picks one', () => {
    const device = fakeDevice(true);
    startApp({ config: (c) => (c.theme.defaultMode = 'system') });
    applyTheme();
    expect(themeModeSetting()).toBe('system');
    expect(root.dataset.theme).toBe('dark');
    device(false);
    expect(root.dataset.theme).toBe('light');
    setThemeMode('dark');
    device(false);
    expect(root.dataset.theme).toBe('dark');
    expect(localStorage.getItem('exchange-web:theme')).toBe('dark');
  });

  it("takes the operator's up colour for the page language until the customer picks one", () => {
    fakeDevice(false);
    startApp({ config: (c) => (c.theme.upColor = { default: 'red-up', languages: { fr: 'green-up' } }) });
    applyTheme();
    expect(root.dataset.upColor).toBe('red-up');
    expect(JSON.parse(localStorage.getItem('exchange-web:theme-defaults')!)).toEqual({
      mode: 'light',
      upColor: 'red-up',
    });
    setUpColor('green-up');
    expect(root.dataset.upColor).toBe('green-up');
  });

  it('shows the logo of the theme showing, and the compact mark where asked', () => {
    fakeDevice(false);
    startApp({ config: (c) => (c.brand.theme = { logos: { dark: '/brand/dark.svg', mark: '/brand/mark.svg' } }) });
    applyTheme();
    expect(renderHook(() => useLogo()).result.current).toBe('/brand/logo.svg');
    expect(renderHook(() => useLogo('mark')).result.current).toBe('/brand/mark.svg');
    setThemeMode('dark');
    expect(renderHook(() => useLogo()).result.current).toBe('/brand/dark.svg');
    expect(renderHook(() => useLogo('mark')).result.current).toBe('/brand/mark.svg');
  });
});
