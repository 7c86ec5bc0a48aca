import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandbox, loseAnswer } from '../../../../tests/setup/dom.ts';
import { expectOutcomeUnknown, expectRefusalInView, scrolledIntoView } from '../../../../tests/setup/money-form.ts';
import { openOrderPage, orderActionTests, orderLoads, type User } from './test-order-page.tsx';

const claims = () => sandbox.calls.get('legalCurrencyOrderUserBuyCoinConfirmPayment') ?? 0;
const paid = 'I have paid';

const { toasts } = orderActionTests();

/** The demo customer's unpaid buy on its page. */
const openUnpaidBuy = () => openOrderPage((o) => o.Status === 'unpaid');

/** Ticks the box and opens the review of the claim. */
async function reviewPaid(user: User) {
  await user.click(await screen.findByRole('checkbox', { name: /transferred the full amount/ }, { timeout: 5000 }));
  await user.click(screen.getByRole('button', { name: paid }));
  return screen.findByRole('dialog', { name: 'Have you paid the merchant?' });
}

describe('OTC “I have paid”', { timeout: 60_000 }, () => {
  it('asks for the tick first, then says paid once on a double click after its review', async () => {
    const user = userEvent.setup({ delay: null });
    const order = openUnpaidBuy();
    await user.click(await screen.findByRole('button', { name: paid }, { timeout: 5000 }));
    expect(await screen.findByText('Tick the box once you have transferred the full amount.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const review = await reviewPaid(user);
    expect(review).toHaveTextContent('Claiming a payment you did not make is serious');
    await user.dblClick(within(review).getByRole('button', { name: paid }));
    expect(await screen.findByText('Paid, waiting for release')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Appeal this order' })).toBeInTheDocument();
    expect(order.Status).toBe('paid');
    expect(claims()).toBe(1);
  });

  it('says paid once when Enter is held on the review’s button', async () => {
    const user = userEvent.setup({ delay: null });
    const order = openUnpaidBuy();
    const review = await reviewPaid(user);
    within(review).getByRole('button', { name: paid }).focus();
    await user.keyboard('{Enter>6}');
    await user.keyboard('{/Enter}');
    await waitFor(() => expect(order.Status).toBe('paid'));
    expect(claims()).toBe(1);
  });

  it('shows a refusal once, over the form, in view and focused, the tick kept, never also as a toast', async () => {
    const user = userEvent.setup({ delay: null });
    const scrolled = scrolledIntoView();
    openUnpaidBuy();
    const review = await reviewPaid(user);
    sandbox.knobs.forcedCodes.set('legalCurrencyOrderUserBuyCoinConfirmPayment', {
      code: 62003,
      msg: 'status',
      remaining: 1,
    });
    await user.click(within(review).getByRole('button', { name: paid }));
    await expectRefusalInView('The order has moved on; the page now shows where it stands.', scrolled);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('checkbox', { name: /transferred the full amount/ })).toBeChecked();
    expect(toasts()).toEqual([]);
  });

  it('says a claim without an answer is not known yet, points to the orders, reloads the order and never sends it again', async () => {
    const user = userEvent.setup({ delay: null });
    openUnpaidBuy();
    const review = await reviewPaid(user);
    const loadsBefore = orderLoads();
    loseAnswer('legalCurrencyOrderUserBuyCoinConfirmPayment');
    await user.click(within(review).getByRole('button', { name: paid }));
    await expectOutcomeUnknown(user, review, {
      recordsHref: '/fiat/list',
      recordsName: 'My peer-to-peer orders',
      confirmName: paid,
    });
    await waitFor(() => expect(orderLoads()).toBeGreaterThan(loadsBefore));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(claims()).toBe(1);
  });
});
