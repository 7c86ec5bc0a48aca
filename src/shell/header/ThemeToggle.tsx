/** Switches between the light and dark theme; the choice is remembered. */
import { useIntl } from 'react-intl';
import { setThemeMode, useThemeMode } from '../theme.ts';

export function ThemeToggle() {
  const intl = useIntl();
  const mode = useThemeMode();
  const next = mode === 'light' ? 'dark' : 'light';
  return (
    <button
      type="button"
      className="header__icon-button"
      onClick={() => setThemeMode(next)}
      aria-label={intl.formatMessage({ id: next === 'dark' ? 'header.theme.dark' : 'header.theme.light' })}
    >
      <span aria-hidden="true">{mode === 'light' ? '☾' : '☀'}</span>
    </button>
  );
}
