/** Component tests in each page language: renders UI inside react-intl with all of that language's messages. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { Language } from '../../src/lib/language.ts';
import { messagesOf } from './messages.ts';

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
