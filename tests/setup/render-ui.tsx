/**
 * Component tests of shared UI pieces: English messages and a declarative memory router, with a
 * probe that shows the address and a button that goes back one history entry.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';

const englishParts = import.meta.glob<Record<string, string>>('../../src/i18n/messages/en/**/*.json', { import: 'default', eager: true });
export const englishMessages: Record<string, string> = Object.assign({}, ...Object.values(englishParts));

/** The current search string in `data-testid="address"`, and a "Go back" button. */
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
export function renderUi(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <IntlProvider locale="en" messages={englishMessages}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </IntlProvider>,
  );
}
