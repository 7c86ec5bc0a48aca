/** The language the page is written in (react-intl's locale, read as a product language): numbers follow it. */
import { useIntl } from 'react-intl';
import { defaultLanguage, normaliseLanguage, type Language } from '../lib/language.ts';

export function usePageLanguage(): Language {
  return normaliseLanguage(useIntl().locale) ?? defaultLanguage;
}
