/** Theme mode (light or dark), remembered in local storage; brand colours from the site-config. */
import { useSyncExternalStore } from 'react';
import { brand, siteConfig } from '../config/site-config.ts';

export type ThemeMode = 'light' | 'dark';
const storageKey = 'exchange-web:theme';
const listeners = new Set<() => void>();

function stored(): ThemeMode | null {
  try {
    const value = localStorage.getItem(storageKey);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

export const themeMode = (): ThemeMode => stored() ?? siteConfig().theme.defaultMode;

export function applyTheme(): void {
  document.documentElement.dataset.theme = themeMode();
  const { colors } = brand();
  const style = document.documentElement.style;
  style.setProperty('--primary', colors.primary);
  style.setProperty('--primary-text', colors.primaryText);
  style.setProperty('--up', colors.up);
  style.setProperty('--down', colors.down);
}

export function setThemeMode(mode: ThemeMode): void {
  try {
    localStorage.setItem(storageKey, mode);
  } catch {
    // Not remembered across visits when storage is refused; still applied now.
  }
  document.documentElement.dataset.theme = mode;
  listeners.forEach((l) => l());
}

export const useThemeMode = (): ThemeMode =>
  useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, themeMode);
