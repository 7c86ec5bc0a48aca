/** Component tests in each page language: renders UI inside react-intl with all of that language's messages. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { Language } from '../../src/lib/language.ts';

type Parts = Record<string, Record<string, string>>;
const parts: Record<Language, Parts> = {
  en: import.meta.glob('../../src/i18n/messages/en/**/*.json', { import: 'default', eager: true }),
  fr: import.meta.glob('../../src/i18n/messages/fr/**/*.json', { import: 'default', eager: true }),
  'zh-CN': import.meta.glob('../../src/i18n/messages/zh-CN/**/*.json', { import: 'default', eager: true }),
  'zh-Hant': import.meta.glob('../../src/i18n/messages/zh-Hant/**/*.json', { import: 'default', eager: true }),
};

/** Every message of `language`, shared areas and page areas together. */
export const messagesOf = (language: Language): Record<string, string> =>
  Object.assign({}, ...Object.values(parts[language]));

/** Renders `ui` as a page in `language` shows it. */
export function renderInLanguage(ui: ReactElement, language: Language = 'en') {
  const messages = messagesOf(language);
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <IntlProvider locale={language} messages={messages} defaultLocale="en">
      {children}
    </IntlProvider>
  );
  return render(ui, { wrapper });
}
