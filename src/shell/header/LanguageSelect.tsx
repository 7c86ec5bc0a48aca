/** The language list: only the configured selectable languages are offered; a pick switches at once. */
import { siteConfig } from '../../config/site-config.ts';
import { setLanguage, useLanguageState } from '../../i18n/language-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { supportedLanguages, type Language } from '../../lib/language.ts';
import { SelectField } from '../../ui/SelectField.tsx';

const names: Record<Language, string> = { en: 'English', fr: 'Français', 'zh-CN': '简体中文', 'zh-Hant': '繁體中文' };

export function LanguageSelect() {
  const t = useT();
  const { language } = useLanguageState();
  const offered = siteConfig().languages.selectable;
  // The page's language stays in the list when the configuration does not offer it (a `lang` query).
  const listed = offered.includes(language) ? offered : [language, ...offered];
  return (
    <SelectField
      className="header__select"
      label={t('header.language')}
      labelHidden
      value={language}
      onChange={(event) => {
        const chosen = supportedLanguages.find((l) => l === event.target.value);
        if (chosen) setLanguage(chosen);
      }}
      options={listed.map((l) => ({ value: l, label: names[l], lang: l }))}
    />
  );
}
