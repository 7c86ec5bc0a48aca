import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import { sandbox } from '../../../tests/setup/dom.ts';
import { latestCode } from '../../../sandbox/state/verification-codes.ts';
import { apiEffects, type ApiEffect } from '../../api/effects.ts';
import SettingsPage from './SettingsPage.tsx';

type User = ReturnType<typeof userEvent.setup>;
const calls = (operationId: string) => sandbox.calls.get(operationId) ?? 0;

let effects: ApiEffect[] = [];
let scrolled: Element[] = [];
let stop = () => {};
const scrollIntoView = Element.prototype.scrollIntoView;
beforeEach(() => {
  effects = [];
  scrolled = [];
  stop = apiEffects.subscribe((effect) => effects.push(effect));
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  stop();
  Element.prototype.scrollIntoView = scrollIntoView;
  sandbox.knobs.latency = null;
});

/** Fills the PIN dialog (the current PIN when one is set) with a sent code and opens its review. */
async function reviewPin(user: User, oldPin?: string) {
  await user.click(await screen.findByRole('button', { name: oldPin ? 'Change PIN' : 'Set PIN' }, { timeout: 5000 }));
  const dialog = screen.getByRole('dialog', { name: oldPin ? 'Change your security PIN' : 'Set your security PIN' });
  if (oldPin) await user.type(within(dialog).getByLabelText('Current PIN'), oldPin);
  await user.type(within(dialog).getByLabelText('New PIN'), '246810');
  await user.type(within(dialog).getByLabelText('New PIN again'), '246810');
  await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
  await waitFor(() => expect(latestCode(sandbox.state.core.codes, 'demo@example.com', 'setPin')).toBeDefined());
  await user.type(
    within(dialog).getByLabelText('Verification code'),
    latestCode(sandbox.state.core.codes, 'demo@example.com', 'setPin')!.code,
  );
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  const review = await screen.findByRole('dialog', { name: 'Check the change before you save it' });
  return { dialog, review };
}

function open(route = '/account/setting#pin', timeoutMs?: number) {
  return renderWithApp(<SettingsPage />, { route, signedIn: true, timeoutMs });
}

describe('SettingsPage', () => {
  it('sends a customer who came to set a PIN back to the page that asked, once it is set', async () => {
    const user = userEvent.setup();
    sandbox.state.core.customers.list[0].pinHash = null;
    const { router } = open('/account/setting?return=%2Fassets%2Fwithdraw%3Fcoin%3DUSDT#pin');
    const { review } = await reviewPin(user);
    await user.click(within(review).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.location.pathname).toBe('/assets/withdraw'));
    expect(router.location.search).toBe('?coin=USDT');
  }, 20_000);
});

describe('PIN form', () => {
  it('sets the PIN once on a double click, and stays on the settings page when no page asked for it', async () => {
    const user = userEvent.setup();
    sandbox.state.core.customers.list[0].pinHash = null;
    const { router } = open();
    const { review } = await reviewPin(user);
    expect(review).toHaveTextContent('Set to the new PIN');
    await user.dblClick(within(review).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your security PIN is set.')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/account/setting');
    expect(calls('personalCenterSetPIN')).toBe(1);
  }, 20_000);

  it('sends once when Enter is held on Save', async () => {
    const user = userEvent.setup();
    sandbox.state.core.customers.list[0].pinHash = null;
    open();
    const { review } = await reviewPin(user);
    within(review).getByRole('button', { name: 'Save' }).focus();
    await user.keyboard('{Enter>6}');
    await user.keyboard('{/Enter}');
    expect(await screen.findByText('Your security PIN is set.')).toBeInTheDocument();
    expect(calls('personalCenterSetPIN')).toBe(1);
  }, 20_000);

  it('puts a wrong current PIN on its field, focused, with what was typed kept and no toast', async () => {
    const user = userEvent.setup();
    open();
    const { dialog, review } = await reviewPin(user, '000000');
    await user.click(within(review).getByRole('button', { name: 'Save' }));
    const old = within(dialog).getByLabelText('Current PIN');
    await waitFor(() => expect(old).toHaveAccessibleDescription('The security PIN is wrong.'));
    expect(old).toHaveFocus();
    expect(old).toHaveValue('000000');
    expect(within(dialog).getByLabelText('New PIN again')).toHaveValue('246810');
    expect(effects.filter((e) => e.type === 'toast')).toEqual([]);
  }, 20_000);

  it('shows a refusal of no field once, over the form, in view and focused, never also as a toast', async () => {
    const user = userEvent.setup();
    sandbox.state.core.customers.list[0].pinHash = null;
    open();
    const { dialog, review } = await reviewPin(user);
    sandbox.knobs.forcedCodes.set('personalCenterSetPIN', { code: 77001, msg: 'PIN changes are closed', remaining: 1 });
    await user.click(within(review).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('PIN changes are closed');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(scrolled).toContain(alert);
    expect(effects.filter((e) => e.type === 'toast')).toEqual([]);
    expect(within(dialog).getByLabelText('New PIN')).toHaveValue('246810');
  }, 20_000);

  it('says the outcome is not known when the call times out, points to the settings, reloads them and never sends again', async () => {
    const user = userEvent.setup();
    sandbox.state.core.customers.list[0].pinHash = null;
    open('/account/setting#pin', 1500);
    const { review } = await reviewPin(user);
    const loads = calls('customerGetCustomerWithBaseResponse');
    sandbox.knobs.latency = { ms: 4000, operationId: 'personalCenterSetPIN' };
    await user.click(within(review).getByRole('button', { name: 'Save' }));
    expect(await within(review).findByText('The outcome is not known yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(review).getByRole('link', { name: 'Check your security settings' })).toHaveAttribute(
      'href',
      '/account/setting',
    );
    expect(within(review).queryByRole('button', { name: 'Save' })).toBeNull();
    await waitFor(() => expect(calls('customerGetCustomerWithBaseResponse')).toBeGreaterThan(loads));
    await user.keyboard('{Enter}');
    await user.click(within(review).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('personalCenterSetPIN')).toBe(1);
  }, 20_000);
});
