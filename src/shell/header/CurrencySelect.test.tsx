import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { installSiteConfig } from '../../config/site-config.ts';
import { setLanguage } from '../../i18n/language-store.ts';
import { sandbox } from '../../../tests/setup/dom.ts';
import { renderWithApp, shippedSiteConfig } from '../../../tests/setup/render-app.tsx';
import { CurrencySelect } from './CurrencySelect.tsx';
import { HeaderNotice } from './HeaderNotice.tsx';

beforeEach(async () => {
  installSiteConfig(shippedSiteConfig());
  await setLanguage('en');
});
afterEach(() => Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name)));

const ui = (
  <>
    <CurrencySelect />
    <HeaderNotice />
  </>
);

async function pick(code: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Display currency: NGN' }));
  const panel = screen.getByRole('dialog', { name: 'Show prices in' });
  expect(await within(panel).findByRole('button', { name: 'NGN' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(within(panel).getByRole('button', { name: code }));
}

describe('currency selector', () => {
  it('lists the fiat codes and switches the shown one, with a polite confirmation', async () => {
    renderWithApp(ui);
    await pick('EUR');
    expect(await screen.findByRole('button', { name: 'Display currency: EUR' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Prices now show in EUR.');
    expect(Cookies.get('lumen_currency')).toBe('EUR');
  });

  it('saves the choice on the account when signed in', async () => {
    renderWithApp(ui, { signedIn: true });
    await pick('GBP');
    expect(await screen.findByRole('status')).toHaveTextContent('Prices now show in GBP.');
    expect(sandbox.state.core.customers.list[0].currencyCode).toBe('GBP');
  });

  it('says so when the account refuses to save it', async () => {
    sandbox.knobs.forcedCodes.set('personalCenterSetDefaultVariety', { code: 10001, msg: 'No', remaining: 1 });
    renderWithApp(ui, { signedIn: true });
    await pick('GBP');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Prices now show in GBP here, but we could not save it to your account.',
    );
  });
});
