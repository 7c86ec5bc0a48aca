/** The language the page is written in (react-intl's locale, read as a product language): numbers follow it. */
import { useIntl, type IntlShape } from 'react-intl';
import { defaultLanguage, normaliseLanguage, type Language } from '../lib/language.ts';

/** The same, for code that is handed the `intl` object rather than calling hooks. */
export function languageOf(intl: IntlShape): Language {
  return normaliseLanguage(intl.locale) ?? defaultLanguage;
}

export function usePageLanguage(): Language {
  return languageOf(useIntl());
}
