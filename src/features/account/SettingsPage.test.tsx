import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import { sandbox } from '../../../tests/setup/dom.ts';
import { latestCode } from '../../../sandbox/state/verification-codes.ts';
import SettingsPage from './SettingsPage.tsx';

async function setPin(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Set PIN' }, { timeout: 5000 }));
  const dialog = screen.getByRole('dialog', { name: 'Set your security PIN' });
  await user.type(within(dialog).getByLabelText('New PIN'), '246810');
  await user.type(within(dialog).getByLabelText('New PIN again'), '246810');
  await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
  await waitFor(() => expect(latestCode(sandbox.state.core.codes, 'demo@example.com', 'setPin')).toBeDefined());
  await user.type(
    within(dialog).getByLabelText('Verification code'),
    latestCode(sandbox.state.core.codes, 'demo@example.com', 'setPin')!.code,
  );
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
}

describe('SettingsPage', () => {
  it('sends a customer who came to set a PIN back to the page that asked, once it is set', async () => {
    const user = userEvent.setup();
    sandbox.state.core.customers.list[0].pinHash = null;
    const { router } = renderWithApp(<SettingsPage />, {
      route: '/account/setting?return=%2Fassets%2Fwithdraw%3Fcoin%3DUSDT#pin',
      signedIn: true,
    });
    await setPin(user);
    await waitFor(() => expect(router.location.pathname).toBe('/assets/withdraw'));
    expect(router.location.search).toBe('?coin=USDT');
  }, 20_000);

  it('stays on the settings page when no page asked for the PIN', async () => {
    const user = userEvent.setup();
    sandbox.state.core.customers.list[0].pinHash = null;
    const { router } = renderWithApp(<SettingsPage />, { route: '/account/setting#pin', signedIn: true });
    await setPin(user);
    expect(await screen.findByText('Your security PIN is set.')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/account/setting');
  }, 20_000);
});
