/**
 * The language list: only the configured selectable languages are offered; a pick switches at once.
 * A native select with a hidden label rather than ui's SelectField, which would put the field's
 * hint and error machinery into the start-up bundle (docs/budgets.md) for a list that has neither.
 */
import { siteConfig } from '../../config/site-config.ts';
import { setLanguage, useLanguageState } from '../../i18n/language-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { supportedLanguages, type Language } from '../../lib/language.ts';

const names: Record<Language, string> = { en: 'English', fr: 'Français', 'zh-CN': '简体中文', 'zh-Hant': '繁體中文' };

export function LanguageSelect() {
  const t = useT();
  const { language } = useLanguageState();
  const offered = siteConfig().languages.selectable;
  // The page's language stays in the list when the configuration does not offer it (a `lang` query).
  const listed = offered.includes(language) ? offered : [language, ...offered];
  return (
    <label className="header__select">
      <span className="visually-hidden">{t('header.language')}</span>
      <select
        value={language}
        onChange={(event) => {
          const chosen = supportedLanguages.find((l) => l === event.target.value);
          if (chosen) void setLanguage(chosen);
        }}
      >
        {listed.map((l) => (
          <option key={l} value={l} lang={l}>
            {names[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
