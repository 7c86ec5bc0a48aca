/** The customer's display choices: theme (light, dark, system) and up colour (green-up, red-up). */
import { lazy, useEffect } from 'react';
import { useLanguageState } from '../../i18n/language-store.ts';
import { followLanguage, useThemeMode } from '../theme.ts';
import { Popover } from './Popover.tsx';
import { MoonIcon, SunIcon } from './icons.tsx';
import { useT } from '../../i18n/use-t.ts';

const ThemePanel = lazy(() => import('./ThemePanel.tsx'));

export function ThemeSettings() {
  const t = useT();
  const mode = useThemeMode();
  const { language } = useLanguageState();
  // The operator's default up colour may differ per language.
  useEffect(followLanguage, [language]);
  const title = t('header.theme');
  return (
    <Popover
      className="theme-settings"
      label={title}
      title={title}
      button={mode === 'dark' ? <MoonIcon /> : <SunIcon />}
    >
      <ThemePanel />
    </Popover>
  );
}
