/**
 * Component tests of src/ui: renders a piece inside react-intl with the English messages (every
 * area) and a memory router (for its links), without starting the app.
 */
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { englishMessages } from './messages.ts';

function InEnglish({ children }: { children: ReactNode }) {
  return (
    <IntlProvider
      locale="en"
      messages={englishMessages}
      onError={(error) => {
        throw error;
      }}
    >
      <MemoryRouter>{children}</MemoryRouter>
    </IntlProvider>
  );
}

/** Renders `ui` in English; `rerender` keeps the providers. */
export const renderInEnglish = (ui: ReactElement) => render(ui, { wrapper: InEnglish });
