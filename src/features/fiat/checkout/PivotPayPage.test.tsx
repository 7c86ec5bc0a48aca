import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandbox, loseAnswer } from '../../../../tests/setup/dom.ts';
import { expectRefusalInView, scrolledIntoView } from '../../../../tests/setup/money-form.ts';
import { renderWithApp } from '../../../../tests/setup/render-app.tsx';
import { apiEffects } from '../../../api/effects.ts';
import PivotPayPage from './PivotPayPage.tsx';

const sellRoute = '/fiat/PivotPay?side=sell&coin=USDT&fiat=NGN&amount=20&payType=bankTransfer&channel=202';
const buyRoute = '/fiat/PivotPay?side=buy&coin=USDT&fiat=NGN&amount=50000&payType=bankTransfer&channel=103';
async function fillPayout(user: ReturnType<typeof userEvent.setup>, accountNumber: string) {
  await user.selectOptions(await screen.findByLabelText('Bank name'), 'GTBank');
  await user.clear(screen.getByLabelText('Account number'));
  await user.type(screen.getByLabelText('Account number'), accountNumber);
  await user.type(screen.getByLabelText('Account holder name'), 'Ada Okafor');
}

/** Fills a buy's sender name and opens its review; gives the amount field, the review and Place the order. */
async function reviewBuy(user: ReturnType<typeof userEvent.setup>) {
  renderWithApp(<PivotPayPage />, { route: buyRoute, signedIn: true });
  await user.type(await screen.findByLabelText('Sender name', {}, { timeout: 5000 }), 'Ada Okafor');
  await user.click(screen.getByRole('button', { name: 'Review' }));
  const review = await screen.findByRole('dialog', { name: 'Review your purchase' });
  return {
    amount: screen.getByLabelText('You pay'),
    review,
    confirm: within(review).getByRole('button', { name: 'Place the order' }),
  };
}
const buys = () => sandbox.calls.get('ordersCreateBuy') ?? 0;

describe('PivotPayPage', { timeout: 30_000 }, () => {
  it('sells through the server-described payout form: checks it, reviews it, puts a refused field on its field, and places the order once', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderWithApp(<PivotPayPage />, { route: sellRoute, signedIn: true });
    expect(
      await screen.findByText('Enter the account or wallet you want to be paid to.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('You sell')).toHaveValue('20');
    await fillPayout(user, '12345');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByText('Account number is not in the expected format.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.clear(screen.getByLabelText('Account number'));
    await user.type(screen.getByLabelText('Account number'), '0123456789');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('dialog', { name: 'Review your sale' });
    expect(within(review).getByText('PivotPay · Bank transfer')).toBeInTheDocument();
    expect(within(review).getByText('You sell').nextElementSibling).toHaveTextContent('20.0000 USDT');
    expect(within(review).getByText('Account number').nextElementSibling).toHaveTextContent('0123456789');
    expect(within(review).getByText('Bank name').nextElementSibling).toHaveTextContent('GTBank');

    sandbox.knobs.forcedCodes.set('ordersCreateSell', {
      code: 10001,
      msg: 'Fields.AccountNumber: is not an account at GTBank',
      remaining: 1,
    });
    await user.click(within(review).getByRole('button', { name: 'Sell now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The refusal lands on its field in the render after the review has closed.
    await waitFor(() =>
      expect(screen.getByLabelText('Account number')).toHaveAccessibleDescription(
        'Not accepted: is not an account at GTBank',
      ),
    );
    expect(screen.getByLabelText('Account holder name')).toHaveValue('Ada Okafor');

    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.dblClick(
      within(await screen.findByRole('dialog', { name: 'Review your sale' })).getByRole('button', { name: 'Sell now' }),
    );
    expect(await screen.findByText('Payout processing')).toBeInTheDocument();
    expect(router.location.search).toMatch(/^\?orderId=\d+$/);
    expect(sandbox.calls.get('ordersCreateSell')).toBe(2);
  });

  it('shows a buyer the account to pay, the reference and the time left, and checks a reference', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<PivotPayPage />, { route: buyRoute, signedIn: true });
    expect(
      await screen.findByText(/Transfer the exact amount to the account we show/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Sender name', {}, { timeout: 5000 }), 'Ada Okafor');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('dialog', { name: 'Review your purchase' });
    expect(within(review).getByText('You get about').nextElementSibling).toHaveTextContent('30.9736 USDT');
    await user.click(within(review).getByRole('button', { name: 'Place the order' }));

    const pay = await screen.findByRole('region', { name: 'How to pay' });
    const reference = within(pay).getByTestId('instruction-Reference').textContent!;
    expect(within(pay).getByTestId('instruction-AccountNumber')).toHaveTextContent(/^97\d{8}$/);
    expect(within(pay).getByRole('timer')).toHaveAccessibleName(/Time left to pay: (29:5\d|30:00)/);
    expect(within(pay).getByRole('button', { name: /^Copy\s*Payment reference$/ })).toBeInTheDocument();

    const check = screen.getByLabelText('Payment reference');
    expect(check).toHaveValue(reference);
    await user.click(screen.getByRole('button', { name: 'Check reference' }));
    expect(await screen.findByText(/This reference pays order \d+:/)).toBeInTheDocument();
    await user.clear(check);
    await user.type(check, 'IDPNOPE99');
    await user.click(screen.getByRole('button', { name: 'Check reference' }));
    expect(
      await screen.findByText('None of your orders has this reference. Check it against your transfer.'),
    ).toBeInTheDocument();
  });

  it('places the order once on a held Enter', async () => {
    const user = userEvent.setup({ delay: null });
    const { confirm } = await reviewBuy(user);
    confirm.focus();
    await user.keyboard('{Enter>6}');
    await user.keyboard('{/Enter}');
    expect(await screen.findByRole('region', { name: 'How to pay' }, { timeout: 5000 })).toBeInTheDocument();
    expect(buys()).toBe(1);
  });

  it('puts a refusal of the limits on the amount, focused, with what was typed kept', async () => {
    const user = userEvent.setup({ delay: null });
    const { amount, confirm } = await reviewBuy(user);
    sandbox.knobs.forcedCodes.set('ordersCreateBuy', { code: 'payment:0011', msg: 'limits', remaining: 1 });
    await user.click(confirm);
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/outside the channel's limits/));
    expect(amount).toHaveFocus();
    expect(amount).toHaveValue('50000');
    expect(screen.getByLabelText('Sender name')).toHaveValue('Ada Okafor');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a refusal of no field once, over the form, in view and focused, what was typed kept', async () => {
    const user = userEvent.setup({ delay: null });
    const scrolled = scrolledIntoView();
    const toasts: unknown[] = [];
    const stop = apiEffects.subscribe((effect) => void (effect.type === 'toast' && toasts.push(effect)));
    const { confirm } = await reviewBuy(user);
    sandbox.knobs.forcedCodes.set('ordersCreateBuy', { code: 77001, msg: 'Orders paused', remaining: 1 });
    await user.click(confirm);
    await expectRefusalInView('Orders paused', scrolled);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Sender name')).toHaveValue('Ada Okafor');
    expect(toasts).toEqual([]);
    stop();
  });

  it('says the outcome is not known when the order gets no answer, points to the orders and never sends it again', async () => {
    const user = userEvent.setup({ delay: null });
    const { review } = await reviewBuy(user);
    loseAnswer('ordersCreateBuy');
    await user.click(within(review).getByRole('button', { name: 'Place the order' }));
    expect(await within(review).findByText('The outcome is not known yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(review).getByRole('link', { name: 'Check your payment orders' })).toHaveAttribute(
      'href',
      '/fiat/ThirdPartyPaymentOrder',
    );
    expect(within(review).queryByRole('button', { name: 'Place the order' })).toBeNull();
    await user.click(within(review).getByRole('button', { name: 'Close' }));
    expect(screen.getByLabelText('Sender name')).toHaveValue('');
    sandbox.knobs.latency = null;
    expect(buys()).toBe(1);
  });

  it('asks for a channel when the address names none', async () => {
    renderWithApp(<PivotPayPage />, { route: '/fiat/PivotPay', signedIn: true });
    expect(await screen.findByText('Choose a currency, an amount and a channel first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to buy and sell' })).toHaveAttribute('href', '/fiat');
  });
});
