/**
 * Component tests of the shared list pieces: English messages (every area; a missing one fails the
 * test) and a declarative memory router at a given address, with a probe that shows the address
 * and a button that goes back one history entry.
 */
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { englishMessages } from './messages.ts';

const failOnIntlError = (error: Error) => {
  throw error;
};

/** The current path and query in `data-testid="address"`, and a "Go back" button. */
export function AddressProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{location.pathname + location.search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Go back
      </button>
    </>
  );
}

/** Renders `ui` inside react-intl (English) and a MemoryRouter at `route`. */
export function renderAtAddress(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <IntlProvider locale="en" messages={englishMessages} onError={failOnIntlError}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </IntlProvider>,
  );
}

/** Renders `ui` inside react-intl (English) only; `rerender` keeps the provider. */
export function renderInEnglishOnly(ui: ReactElement) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale="en" messages={englishMessages} onError={failOnIntlError}>
      {children}
    </IntlProvider>
  );
  return render(ui, { wrapper });
}
