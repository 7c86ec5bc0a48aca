/** The customer's display choices: theme (light, dark, system) and up colour (green-up, red-up). */
import { lazy, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLanguageState } from '../../i18n/language-store.ts';
import { followLanguage, useThemeMode } from '../theme.ts';
import { Popover } from './Popover.tsx';

const ThemePanel = lazy(() => import('./ThemePanel.tsx'));

export function ThemeSettings() {
  const intl = useIntl();
  const mode = useThemeMode();
  const { language } = useLanguageState();
  // The operator's default up colour may differ per language.
  useEffect(followLanguage, [language]);
  const title = intl.formatMessage({ id: 'header.theme' });
  return (
    <Popover
      className="theme-settings"
      label={title}
      title={title}
      button={<span aria-hidden="true">{mode === 'dark' ? '☾' : '☀'}</span>}
    >
      <ThemePanel />
    </Popover>
  );
}
