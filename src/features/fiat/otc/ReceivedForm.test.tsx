import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandbox, loseAnswer } from '../../../../tests/setup/dom.ts';
import { expectOutcomeUnknown, expectRefusalInView, scrolledIntoView } from '../../../../tests/setup/money-form.ts';
import { openOrderPage, orderActionTests, orderLoads, type User } from './test-order-page.tsx';

const releases = () => sandbox.calls.get('legalCurrencyOrderUserSellCoinConfirmReceipt') ?? 0;
const received = 'I have received the payment';

const { toasts } = orderActionTests();

/** The demo customer's sell, paid by the merchant, on its page. */
function openPaidSell() {
  const sell = sandbox.state.otc.orders.find((o) => o.Side === 'sell')!;
  sell.Status = 'paid';
  return openOrderPage((o) => o === sell);
}

/** Ticks the box, opens the review of the release and types the PIN. */
async function reviewRelease(user: User, pin = '123456') {
  await user.click(await screen.findByRole('checkbox', {}, { timeout: 5000 }));
  await user.click(screen.getByRole('button', { name: received }));
  const review = await screen.findByRole('dialog', { name: 'Release the coins to the merchant?' });
  await user.type(within(review).getByLabelText('Security PIN'), pin);
  return review;
}

describe('OTC release', { timeout: 60_000 }, () => {
  it('asks for the tick first, then releases once on a double click after its review', async () => {
    const user = userEvent.setup({ delay: null });
    const sell = openPaidSell();
    await user.click(await screen.findByRole('button', { name: received }, { timeout: 5000 }));
    expect(await screen.findByText('Tick the box once you have checked your account.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const review = await reviewRelease(user);
    expect(review).toHaveTextContent('cannot be taken back');
    await user.dblClick(within(review).getByRole('button', { name: received }));
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(sell.Status).toBe('completed');
    expect(releases()).toBe(1);
  });

  it('releases once when Enter is held in the PIN field', async () => {
    const user = userEvent.setup({ delay: null });
    const sell = openPaidSell();
    await reviewRelease(user);
    await user.keyboard('{Enter>6}');
    await user.keyboard('{/Enter}');
    await waitFor(() => expect(sell.Status).toBe('completed'));
    expect(releases()).toBe(1);
  });

  it('puts a wrong PIN on the PIN field, focused, keeping what was typed and the review open', async () => {
    const user = userEvent.setup({ delay: null });
    const sell = openPaidSell();
    const review = await reviewRelease(user, '000000');
    await user.click(within(review).getByRole('button', { name: received }));
    const pin = within(review).getByLabelText('Security PIN');
    await waitFor(() => expect(pin).toHaveAccessibleDescription('The security PIN is wrong.'));
    expect(pin).toHaveFocus();
    expect(pin).toHaveValue('000000');
    expect(sell.Status).toBe('paid');
    expect(toasts()).toEqual([]);
  });

  it('shows a refusal of no field once, over the form, in view and focused, never also as a toast', async () => {
    const user = userEvent.setup({ delay: null });
    const scrolled = scrolledIntoView();
    openPaidSell();
    const review = await reviewRelease(user);
    sandbox.knobs.forcedCodes.set('legalCurrencyOrderUserSellCoinConfirmReceipt', {
      code: 77001,
      msg: 'Releases are paused',
      remaining: 1,
    });
    await user.click(within(review).getByRole('button', { name: received }));
    await expectRefusalInView('Releases are paused', scrolled);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(toasts()).toEqual([]);
  });

  it('says a release without an answer is not known yet, points to the orders, reloads the order and never sends it again', async () => {
    const user = userEvent.setup({ delay: null });
    openPaidSell();
    const review = await reviewRelease(user);
    const loadsBefore = orderLoads();
    loseAnswer('legalCurrencyOrderUserSellCoinConfirmReceipt');
    await user.click(within(review).getByRole('button', { name: received }));
    await expectOutcomeUnknown(user, review, {
      recordsHref: '/fiat/list',
      recordsName: 'My peer-to-peer orders',
      confirmName: received,
    });
    await waitFor(() => expect(orderLoads()).toBeGreaterThan(loadsBefore));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(releases()).toBe(1);
  });
});
