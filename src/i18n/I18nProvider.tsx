/** Provides react-intl with the current language's messages. */
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useLanguageState } from './language-store.ts';

export function I18nProvider({ children }: { children: ReactNode }) {
  const { language, messages } = useLanguageState();
  return (
    <IntlProvider locale={language} messages={messages} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}
