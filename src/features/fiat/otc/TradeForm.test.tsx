import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp, type AppOptions } from '../../../../tests/setup/render-app.tsx';
import type { ReactElement } from 'react';
import { sandbox, loseAnswer } from '../../../../tests/setup/dom.ts';
import OtcMarket from './OtcMarket.tsx';
import { watchToasts } from '../../../../tests/setup/money-form.ts';

/** Renders with the otcShow switch on, as a site that offers these pages has it (their links lead to them). */
const renderOn = (ui: ReactElement, options: AppOptions = {}) =>
  renderWithApp(ui, { ...options, config: (c) => void (c.features.otcShow = true) });

type User = ReturnType<typeof userEvent.setup>;
const buys = () => sandbox.calls.get('legalCurrencyOrderUserBuyCoin') ?? 0;
const advertLoads = () => sandbox.calls.get('advertisementMatchAdv') ?? 0;
const buyRoute = '/fiat?market=otc&fiat=NGN&coin=USDT&amount=160000';

const toasts = watchToasts();
afterEach(() => {
  sandbox.knobs.latency = null;
});

function open() {
  return renderOn(<OtcMarket />, { route: buyRoute, signedIn: true });
}

/** Picks the merchant's first payment method and opens the review of the buy. */
async function reviewBuy(user: User) {
  await screen.findByRole('region', { name: 'The matched merchant advert' }, { timeout: 8000 });
  await user.click(screen.getAllByRole('radio')[0]);
  await user.click(screen.getByRole('button', { name: 'Review the order' }));
  return screen.getByRole('dialog', { name: 'Review your buy' });
}

describe('OTC buy', { timeout: 60_000 }, () => {
  it('places one order on a double click and opens it', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = open();
    const review = await reviewBuy(user);
    await user.dblClick(within(review).getByRole('button', { name: 'Place the buy order' }));
    await waitFor(() => expect(router.location.pathname).toBe('/fiat/order'));
    expect(buys()).toBe(1);
  });

  it('places one order when Enter is held on Place', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = open();
    const review = await reviewBuy(user);
    within(review).getByRole('button', { name: 'Place the buy order' }).focus();
    await user.keyboard('{Enter>6}');
    await user.keyboard('{/Enter}');
    await waitFor(() => expect(router.location.pathname).toBe('/fiat/order'));
    expect(buys()).toBe(1);
  });

  it('says a timed-out buy is not known yet, points to the orders, reloads the advert, never places it again, and lets a new buy be reviewed after Close', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    const review = await reviewBuy(user);
    const loadsBefore = advertLoads();
    loseAnswer('legalCurrencyOrderUserBuyCoin');
    await user.click(within(review).getByRole('button', { name: 'Place the buy order' }));
    expect(await within(review).findByText('The outcome is not known yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(review).getByRole('link', { name: 'My peer-to-peer orders' })).toHaveAttribute('href', '/fiat/list');
    expect(within(review).queryByRole('button', { name: 'Place the buy order' })).toBeNull();
    await waitFor(() => expect(advertLoads()).toBeGreaterThan(loadsBefore));
    await user.keyboard('{Enter}');
    await user.click(within(review).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(buys()).toBe(1);
    sandbox.knobs.latency = null;

    await user.click(screen.getByRole('button', { name: 'Review the order' }));
    const again = screen.getByRole('dialog', { name: 'Review your buy' });
    expect(within(again).queryByText('The outcome is not known yet')).toBeNull();
    expect(within(again).getByRole('button', { name: 'Place the buy order' })).toBeEnabled();
  });

  it('puts a refusal of the amount on the amount field, focused, with the review closed and what was typed kept', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    const review = await reviewBuy(user);
    sandbox.knobs.forcedCodes.set('legalCurrencyOrderUserBuyCoin', { code: 62002, msg: 'limits', remaining: 1 });
    await user.click(within(review).getByRole('button', { name: 'Place the buy order' }));
    const field = screen.getByLabelText('You pay');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('The amount is outside the merchant’s limits or stock.'),
      ),
    );
    expect(field).toHaveFocus();
    expect(field).toHaveValue('160000');
    expect(screen.getAllByRole('radio')[0]).toBeChecked();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts()).toEqual([]);
  });

  it('shows a refusal of the whole order once, over the form, in view and focused, never also as a toast', async () => {
    const user = userEvent.setup({ delay: null });
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    open();
    const review = await reviewBuy(user);
    sandbox.knobs.forcedCodes.set('legalCurrencyOrderUserBuyCoin', { code: 77001, msg: 'Desk closed', remaining: 1 });
    await user.click(within(review).getByRole('button', { name: 'Place the buy order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Desk closed');
    expect(alert).toHaveFocus();
    expect(scrolled).toContain(alert);
    expect(toasts()).toEqual([]);
    expect(screen.getByLabelText('You pay')).toHaveValue('160000');
    expect(buys()).toBe(1);
  });
});
