/**
 * Theme mode (light, dark or system, which follows the device live) and up colour (green-up or
 * red-up), each the customer's choice or the operator's default; the palette, fonts, radius and
 * icons of the site-config as CSS custom properties, which components use for every colour.
 */
import { useSyncExternalStore } from 'react';
import { brand, siteConfig } from '../config/site-config.ts';
import type { ThemeModeSetting, UpColor } from '../config/site-config.schema.ts';
import { palette, type Mode } from '../config/theme-tokens.ts';
import { installBrandIcon, installBrandStyle } from './brand-style.ts';
import { currentLanguage } from '../i18n/language-store.ts';
import { themeStorage } from '../lib/theme-storage.ts';

export type { ThemeModeSetting, UpColor };
const listeners = new Set<() => void>();
const darkQuery = () => matchMedia('(prefers-color-scheme: dark)');

function stored<T extends string>(key: string, values: readonly T[]): T | undefined {
  try {
    const value = localStorage.getItem(key) as T;
    return values.includes(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not remembered across visits when storage is refused; still applied now.
  }
}

const defaultUpColor = (): UpColor => {
  const setting = siteConfig().theme.upColor;
  return setting?.languages?.[currentLanguage()] ?? setting?.default ?? 'green-up';
};

export const themeModeSetting = (): ThemeModeSetting =>
  stored(themeStorage.mode, ['light', 'dark', 'system'] as const) ?? siteConfig().theme.defaultMode;
export const themeMode = (): Mode => {
  const setting = themeModeSetting();
  return setting === 'system' ? (darkQuery().matches ? 'dark' : 'light') : setting;
};
export const upColor = (): UpColor => stored(themeStorage.upColor, ['green-up', 'red-up'] as const) ?? defaultUpColor();

function paint(): void {
  const root = document.documentElement;
  const mode = themeMode();
  root.dataset.theme = mode;
  root.dataset.upColor = upColor();
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', palette(brand(), mode).header);
  listeners.forEach((l) => l());
}

/** Installs the site-config's theme; called once at start-up, after the site-config. */
export function applyTheme(): void {
  installBrandStyle(brand());
  installBrandIcon(brand());
  store(themeStorage.defaults, JSON.stringify({ mode: siteConfig().theme.defaultMode, upColor: defaultUpColor() }));
  darkQuery().addEventListener('change', paint);
  paint();
}

export function setThemeMode(mode: ThemeModeSetting): void {
  store(themeStorage.mode, mode);
  paint();
}

export function setUpColor(color: UpColor): void {
  store(themeStorage.upColor, color);
  paint();
}

/** The page language changed: its default up colour may differ. */
export const followLanguage = paint;

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
// A rendered page has the operator's default mode: the customer's own choice is in their browser alone.
const defaultMode = (): Mode => (siteConfig().theme.defaultMode === 'dark' ? 'dark' : 'light');
export const useThemeMode = (): Mode => useSyncExternalStore(subscribe, themeMode, defaultMode);
export const useThemeModeSetting = (): ThemeModeSetting =>
  useSyncExternalStore(subscribe, themeModeSetting, themeModeSetting);
export const useUpColor = (): UpColor => useSyncExternalStore(subscribe, upColor, upColor);

/** The logo for the theme now showing: `mark` is the compact one for narrow screens. */
export function useLogo(kind: 'logo' | 'mark' = 'logo'): string {
  const dark = useThemeMode() === 'dark';
  const { logo, theme } = brand();
  const logos = theme?.logos;
  const full = (dark && logos?.dark) || logo;
  if (kind === 'logo') return full;
  return (dark && logos?.markDark) || logos?.mark || full;
}
