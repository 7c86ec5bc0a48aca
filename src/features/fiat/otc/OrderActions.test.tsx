import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandbox, loseAnswer } from '../../../../tests/setup/dom.ts';
import { expectRefusalInView, scrolledIntoView } from '../../../../tests/setup/money-form.ts';
import { openOrderPage, orderActionTests, orderLoads, type User } from './test-order-page.tsx';

const cancels = () => sandbox.calls.get('legalCurrencyOrderUserCancelBuyCoin') ?? 0;
const cancel = 'Cancel the order';

const { toasts } = orderActionTests();

/** The demo customer's unpaid buy on its page. */
const openUnpaidBuy = () => openOrderPage((o) => o.Status === 'unpaid');

/** Chooses why, and opens the review of the cancellation. */
async function reviewCancel(user: User) {
  await user.selectOptions(await screen.findByLabelText('Why are you cancelling?', {}, { timeout: 5000 }), 'cannotPay');
  await user.click(screen.getByRole('button', { name: cancel }));
  return screen.findByRole('dialog', { name: 'Cancel this order?' });
}

describe('OTC order cancel', { timeout: 60_000 }, () => {
  it('reviews the reason and cancels once on a double click', async () => {
    const user = userEvent.setup({ delay: null });
    const order = openUnpaidBuy();
    const review = await reviewCancel(user);
    expect(review).toHaveTextContent('Cancelling often may limit');
    expect(review).toHaveTextContent('I cannot pay in time');
    await user.dblClick(within(review).getByRole('button', { name: cancel }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(order.CancelReason).toBe('I cannot pay in time');
    expect(cancels()).toBe(1);
  });

  it('cancels once when Enter is held on the review’s button', async () => {
    const user = userEvent.setup({ delay: null });
    const order = openUnpaidBuy();
    const review = await reviewCancel(user);
    within(review).getByRole('button', { name: cancel }).focus();
    await user.keyboard('{Enter>6}');
    await user.keyboard('{/Enter}');
    await waitFor(() => expect(order.Status).toBe('cancelled'));
    expect(cancels()).toBe(1);
  });

  it('shows a refusal once, over the form, in view and focused, the reason kept, never also as a toast', async () => {
    const user = userEvent.setup({ delay: null });
    const scrolled = scrolledIntoView();
    openUnpaidBuy();
    const review = await reviewCancel(user);
    sandbox.knobs.forcedCodes.set('legalCurrencyOrderUserCancelBuyCoin', { code: 62003, msg: 'status', remaining: 1 });
    await user.click(within(review).getByRole('button', { name: cancel }));
    await expectRefusalInView('The order has moved on; the page now shows where it stands.', scrolled);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Why are you cancelling?')).toHaveValue('cannotPay');
    expect(toasts()).toEqual([]);
  });

  it('says a cancellation without an answer is not known yet, reloads the order and never sends it again', async () => {
    const user = userEvent.setup({ delay: null });
    openUnpaidBuy();
    const review = await reviewCancel(user);
    const loadsBefore = orderLoads();
    loseAnswer('legalCurrencyOrderUserCancelBuyCoin');
    await user.click(within(review).getByRole('button', { name: cancel }));
    await expectNotKnown(user, review, cancel);
    await waitFor(() => expect(orderLoads()).toBeGreaterThan(loadsBefore));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cancels()).toBe(1);
  });
});

/** The demo customer's paid buy, waiting for its release, on its page. */
const openPaidBuy = () => openOrderPage((o) => o.Status === 'paid' && o.Side === 'buy');

const appeals = () => sandbox.calls.get('legalCurrencyAppealOrderCreateLegalCurrencyAppealOrder') ?? 0;
const send = 'Send the appeal';
const what = 'The merchant has not released my coins after an hour.';

/** Fills the appeal and opens its review; gives the appeal dialog and the review. */
async function reviewAppeal(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Appeal this order' }, { timeout: 5000 }));
  const dialog = screen.getByRole('dialog', { name: 'Appeal this order' });
  await user.type(within(dialog).getByLabelText('What happened'), what);
  await user.click(within(dialog).getByRole('button', { name: 'Review the appeal' }));
  const review = await screen.findByRole('dialog', { name: 'Send this appeal to customer support?' });
  return { dialog, review };
}

describe('OTC order appeal', { timeout: 60_000 }, () => {
  it('asks for a description first, reviews it and appeals once on a double click', async () => {
    const user = userEvent.setup({ delay: null });
    const order = openPaidBuy();
    await user.click(await screen.findByRole('button', { name: 'Appeal this order' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Appeal this order' });
    await user.type(within(dialog).getByLabelText('What happened'), 'late');
    await user.click(within(dialog).getByRole('button', { name: 'Review the appeal' }));
    // The form checks its fields as the button is pressed: the refusal comes once that check has run.
    await waitFor(() =>
      expect(within(dialog).getByLabelText('What happened')).toHaveAccessibleDescription(
        'Describe what happened in at least 10 characters.',
      ),
    );
    await user.clear(within(dialog).getByLabelText('What happened'));
    const { review } = await reviewAppeal(user);
    expect(review).toHaveTextContent('I paid but the coins were not released');
    expect(review).toHaveTextContent(what);
    await user.dblClick(within(review).getByRole('button', { name: send }));
    expect(await screen.findByRole('list', { name: 'Progress of the appeal' })).toBeInTheDocument();
    expect(order.Status).toBe('appealing');
    expect(appeals()).toBe(1);
  });

  it('appeals once when Enter is held on the review’s button', async () => {
    const user = userEvent.setup({ delay: null });
    const order = openPaidBuy();
    const { review } = await reviewAppeal(user);
    within(review).getByRole('button', { name: send }).focus();
    await user.keyboard('{Enter>6}');
    await user.keyboard('{/Enter}');
    await waitFor(() => expect(order.Status).toBe('appealing'));
    expect(appeals()).toBe(1);
  });

  it('puts a reason refused on the reason, focused, and a refusal of the order over the form, in view and focused, what was typed kept', async () => {
    const user = userEvent.setup({ delay: null });
    const scrolled = scrolledIntoView();
    openPaidBuy();
    const { dialog, review } = await reviewAppeal(user);
    sandbox.knobs.forcedCodes.set('legalCurrencyAppealOrderCreateLegalCurrencyAppealOrder', {
      code: 10001,
      msg: 'Reason: does not fit',
      remaining: 1,
    });
    await user.click(within(review).getByRole('button', { name: send }));
    const reason = within(dialog).getByLabelText('Reason');
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription('That reason does not fit this order. Choose another.'),
    );
    expect(reason).toHaveFocus();
    expect(within(dialog).getByLabelText('What happened')).toHaveValue(what);

    sandbox.knobs.forcedCodes.set('legalCurrencyAppealOrderCreateLegalCurrencyAppealOrder', {
      code: 62005,
      msg: 'not appealable',
      remaining: 1,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Review the appeal' }));
    const again = await screen.findByRole('dialog', { name: 'Send this appeal to customer support?' });
    await user.click(within(again).getByRole('button', { name: send }));
    await expectRefusalInView('This order cannot be appealed: only a paid order, and only once.', scrolled, dialog);
    expect(within(dialog).getByLabelText('What happened')).toHaveValue(what);
    expect(toasts()).toEqual([]);
    expect(appeals()).toBe(2);
  });

  it('says an appeal without an answer is not known yet, points to the orders and never sends it again', async () => {
    const user = userEvent.setup({ delay: null });
    openPaidBuy();
    const { review } = await reviewAppeal(user);
    loseAnswer('legalCurrencyAppealOrderCreateLegalCurrencyAppealOrder');
    await user.click(within(review).getByRole('button', { name: send }));
    await expectNotKnown(user, review, send);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(appeals()).toBe(1);
  });
});

/** An answer that never came: the review says so, points to the orders, offers no resend, and closes. */
async function expectNotKnown(user: User, review: HTMLElement, confirmName: string) {
  expect(await within(review).findByText('The outcome is not known yet', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(within(review).getByRole('link', { name: 'My peer-to-peer orders' })).toHaveAttribute('href', '/fiat/list');
  expect(within(review).queryByRole('button', { name: confirmName })).toBeNull();
  await user.keyboard('{Enter}');
  await user.click(within(review).getByRole('button', { name: 'Close' }));
}
