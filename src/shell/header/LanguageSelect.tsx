/** The language list: only the configured selectable languages are offered; a pick switches at once. */
import { useIntl } from 'react-intl';
import { siteConfig } from '../../config/site-config.ts';
import { setLanguage, useLanguageState } from '../../i18n/language-store.ts';
import type { Language } from '../../lib/language.ts';

const names: Record<Language, string> = { en: 'English', fr: 'Français', 'zh-CN': '简体中文', 'zh-Hant': '繁體中文' };

export function LanguageSelect() {
  const intl = useIntl();
  const { language } = useLanguageState();
  const offered = siteConfig().languages.selectable;
  return (
    <label className="header__select">
      <span className="visually-hidden">{intl.formatMessage({ id: 'header.language' })}</span>
      <select value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
        {offered.includes(language) ? null : <option value={language}>{names[language]}</option>}
        {offered.map((l) => (
          <option key={l} value={l} lang={l}>
            {names[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
