import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import { sandbox, loseAnswer } from '../../../tests/setup/dom.ts';
import {
  expectOutcomeUnknown,
  expectRefusalInView,
  scrolledIntoView,
  watchToasts,
} from '../../../tests/setup/money-form.ts';
import { advanceClock } from '../../../sandbox/core/clock.ts';
import PayInPage from './PayInPage.tsx';

type User = ReturnType<typeof userEvent.setup>;
const quotes = () => sandbox.calls.get('digitalFiatRechargeCalculateService') ?? 0;

async function typeNaira(user: User, amount: string) {
  await user.selectOptions(await screen.findByLabelText('Payment method', {}, { timeout: 5000 }), '1');
  await user.type(screen.getByLabelText('Amount to pay in NGN'), amount);
  return screen.findByText('You receive');
}

const orders = () => sandbox.calls.get('digitalFiatDfcRecharge') ?? 0;

const toasts = watchToasts();

/** Types 50,000 NGN and opens the review; gives the amount field and the review's Confirm. */
async function reviewNaira(user: User) {
  renderWithApp(<PayInPage />, { route: '/assets/rechargePayment?fiat=NGN', signedIn: true });
  await typeNaira(user, '50000');
  await user.click(screen.getByRole('button', { name: 'Review' }));
  const review = screen.getByRole('dialog', { name: 'Review your USDT purchase' });
  return {
    amount: screen.getByLabelText('Amount to pay in NGN'),
    review,
    confirm: within(review).getByRole('button', { name: 'Confirm and get payment details' }),
  };
}

describe('PayInPage', () => {
  it('quotes as the amount is typed, refuses an amount out of range on its field, and asks for a new quote when one runs out', async () => {
    const user = userEvent.setup();
    // The sandbox's clock one second short of a quote's life: the first quote runs out at once.
    advanceClock(-29_000);
    renderWithApp(<PayInPage />, { route: '/assets/rechargePayment?fiat=NGN', signedIn: true });
    await user.selectOptions(await screen.findByLabelText('Payment method', {}, { timeout: 5000 }), '1');
    await user.type(screen.getByLabelText('Amount to pay in NGN'), '500');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByLabelText('Amount to pay in NGN')).toHaveAccessibleDescription(/Pay between/);
    expect(quotes()).toBe(0);
    await user.type(screen.getByLabelText('Amount to pay in NGN'), '00');
    expect(await screen.findByText('You receive')).toBeInTheDocument();
    const asked = quotes();
    advanceClock(29_000);
    await waitFor(() => expect(quotes()).toBeGreaterThan(asked), { timeout: 5000 });
    expect(await screen.findByRole('timer', { name: /This quote holds for/ })).toBeInTheDocument();
  }, 60_000);

  it('makes the order once on a double click, shows how to pay, and the result once the payment arrives', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<PayInPage />, { route: '/assets/rechargePayment?fiat=NGN', signedIn: true });
    await typeNaira(user, '50000');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const review = screen.getByRole('dialog', { name: 'Review your USDT purchase' });
    await user.dblClick(within(review).getByRole('button', { name: 'Confirm and get payment details' }));
    expect(await screen.findByText('Waiting for your payment', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(sandbox.calls.get('digitalFiatDfcRecharge')).toBe(1);
    expect(router.location.search).toMatch(/order=/);
    expect(screen.getByRole('link', { name: 'Pay on the provider’s page' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(screen.getAllByRole('button', { name: /^Copy/ }).length).toBeGreaterThan(0);
    advanceClock(11_000);
    expect(
      await screen.findByText(/Payment received: .* USDT is in your balance\./, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start a new purchase' })).toBeInTheDocument();
  }, 60_000);

  it('makes the order once when Enter is held on Confirm', async () => {
    const user = userEvent.setup();
    const { confirm } = await reviewNaira(user);
    confirm.focus();
    await user.keyboard('{Enter>6}');
    await user.keyboard('{/Enter}');
    expect(await screen.findByText('Waiting for your payment', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(orders()).toBe(1);
  }, 60_000);

  it('puts an amount the server refuses on the amount, focused, the amount kept and no toast', async () => {
    const user = userEvent.setup();
    const { amount, confirm } = await reviewNaira(user);
    sandbox.knobs.forcedCodes.set('digitalFiatDfcRecharge', { code: 30020, msg: 'range', remaining: 1 });
    await user.click(confirm);
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/Pay between .* with this method\./));
    expect(amount).toHaveFocus();
    expect(amount).toHaveValue('50000');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts()).toEqual([]);
  }, 60_000);

  it('shows a refusal of no field once, over the form, in view and focused, the amount kept', async () => {
    const user = userEvent.setup();
    const scrolled = scrolledIntoView();
    const { amount, confirm } = await reviewNaira(user);
    sandbox.knobs.forcedCodes.set('digitalFiatDfcRecharge', { code: 77001, msg: 'Pay-ins closed', remaining: 1 });
    await user.click(confirm);
    await expectRefusalInView('Pay-ins closed', scrolled);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(amount).toHaveValue('50000');
    expect(toasts()).toEqual([]);
  }, 60_000);

  it('says the outcome is not known when the order times out, points to the records, and never orders again', async () => {
    const user = userEvent.setup();
    const { review, confirm } = await reviewNaira(user);
    loseAnswer('digitalFiatDfcRecharge');
    await user.click(confirm);
    await expectOutcomeUnknown(user, review, {
      recordsHref: '/assets/financialRecords?type=fiat',
      confirmName: 'Confirm and get payment details',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    sandbox.knobs.latency = null;
    expect(orders()).toBe(1);
  }, 60_000);
});
