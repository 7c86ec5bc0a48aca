import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { components } from '../../../../generated/base.ts';
import { advanceClock, resetClock } from '../../../../sandbox/core/clock.ts';
import { sandbox, loseAnswer } from '../../../../tests/setup/dom.ts';
import { renderWithApp } from '../../../../tests/setup/render-app.tsx';
import { expectOutcomeUnknown, expectRefusalInView, scrolledIntoView } from '../../../../tests/setup/money-form.ts';
import { EffectsSlot } from '../../../shell/EffectsSlot.tsx';
import KlicklPayPage from './KlicklPayPage.tsx';
import KlicklPayStatusPage from './KlicklPayStatusPage.tsx';
import { providerPage } from './provider-page.ts';

type Order = components['schemas']['PaymentOrder'];
const cardBuy = {
  CoinCode: 'USDT',
  FiatCode: 'NGN',
  FiatAmount: '100000',
  PayMethodId: 101,
  Fields: { CardHolderName: 'Ada Okafor', Email: 'demo@example.com' },
};

async function createdOrder(token: string): Promise<Order> {
  const answer = await sandbox.call('ordersCreateBuyKlicklPay', { token, body: cardBuy });
  return (answer.body as { Data: Order }).Data;
}

function renderStatus(orderId = '') {
  return renderWithApp(
    <>
      <EffectsSlot />
      <KlicklPayStatusPage />
    </>,
    { route: `/fiat/klicklPayStatus${orderId ? `?orderId=${orderId}` : ''}`, signedIn: true },
  );
}

/** Opens the review of the hand-over and gives its Continue button. */
async function reviewHandOver(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Continue to KlicklPay' }, { timeout: 5000 }));
  const review = screen.getByRole('dialog', { name: 'Review your purchase' });
  return { review, confirm: within(review).getByRole('button', { name: 'Continue to KlicklPay' }) };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetClock();
});

describe('KlicklPay', { timeout: 30_000 }, () => {
  it('places a card buy from the server-described form and lands on its status page', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderWithApp(<KlicklPayPage />, {
      route: '/fiat/klicklPay?side=buy&coin=USDT&fiat=NGN&amount=100000&payType=card&channel=101',
      signedIn: true,
    });
    await user.type(await screen.findByLabelText('Cardholder name', {}, { timeout: 5000 }), 'Ada Okafor');
    await user.type(screen.getByLabelText('Email'), 'demo@example.com');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('dialog', { name: 'Review your purchase' });
    expect(within(review).getByText(/KlicklPay's secure page/)).toBeInTheDocument();
    expect(within(review).getByText('Fee').nextElementSibling).toHaveTextContent('₦2,600.00');
    await user.click(within(review).getByRole('button', { name: 'Place the order' }));
    await waitFor(() => expect(router.location.pathname).toBe('/fiat/klicklPayStatus'));
    expect(router.location.search).toMatch(/^\?orderId=\d+$/);
    expect(sandbox.state.payment.orders.at(-1)).toMatchObject({ Provider: 'klicklPay', Status: 'created' });
  });

  it('hands a created order to KlicklPay with the way back here, then follows it until it is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const open = vi.spyOn(providerPage, 'open').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    const { token } = renderStatus();
    const order = await createdOrder(token!);
    renderStatus(order.OrderId);
    expect(await screen.findByText('Waiting for you', {}, { timeout: 5000 })).toBeInTheDocument();
    const { review, confirm } = await reviewHandOver(user);
    expect(within(review).getByText('Order number').nextElementSibling).toHaveTextContent(order.OrderId);
    await user.dblClick(confirm);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const url = new URL(open.mock.calls[0][0]);
    expect(url.origin + url.pathname).toBe('https://pay.sandbox.exchange.example/klicklpay/checkout');
    expect(url.searchParams.get('orderId')).toBe(order.OrderId);
    expect(url.searchParams.get('returnUrl')).toBe(`${location.origin}/fiat/klicklPayStatus?orderId=${order.OrderId}`);
    expect(sandbox.calls.get('ordersCreateKlicklPayReady')).toBe(1);
    expect(await screen.findByText('Waiting for payment')).toBeInTheDocument();

    advanceClock(10_000);
    await vi.advanceTimersByTimeAsync(3_100);
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(document.querySelector('.fiat-outcome')).toHaveTextContent(
      /^Payment received: [\d.]+ USDT is in your balance\./,
    );
    const polled = sandbox.calls.get('ordersGetCustomerList');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sandbox.calls.get('ordersGetCustomerList')).toBe(polled);
  });

  it.each([
    ['failed', 10_000, 'Failed', 'The provider refused this payment. Nothing was taken from you.'],
    ['expired', 31 * 60_000, 'Expired', 'The time to pay ran out before the payment arrived.'],
  ] as const)('shows the %s payment after a reload, with a way to start again', async (outcome, wait, status, text) => {
    const { token } = renderStatus();
    sandbox.state.payment.knobs.outcome = { outcome, remaining: 1 };
    const order = await createdOrder(token!);
    await sandbox.call('ordersCreateKlicklPayReady', { token: token!, body: { OrderId: order.OrderId } });
    advanceClock(wait);
    renderStatus(order.OrderId);
    expect(await screen.findByText(status, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new order' })).toHaveAttribute('href', '/fiat');
    expect(screen.queryByRole('button', { name: 'Continue to KlicklPay' })).toBeNull();
  });

  it('shows the server message of a payment:0027 refusal once, on the page, and stays on the order', async () => {
    const user = userEvent.setup({ delay: null });
    const open = vi.spyOn(providerPage, 'open').mockImplementation(() => undefined);
    const { token } = renderStatus();
    const order = await createdOrder(token!);
    renderStatus(order.OrderId);
    sandbox.knobs.forcedCodes.set('ordersCreateKlicklPayReady', {
      code: 'payment:0027',
      msg: 'KlicklPay is not available in your region.',
      remaining: 1,
    });
    const scrolled = scrolledIntoView();
    await user.click((await reviewHandOver(user)).confirm);
    const alert = await expectRefusalInView('KlicklPay is not available in your region.', scrolled);
    // The server's words alone, as the catalogue would toast them.
    expect(alert).toHaveTextContent(/^KlicklPay is not available in your region\.$/);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The page shows the refusal itself, so no toast repeats it.
    expect(screen.getAllByText('KlicklPay is not available in your region.')).toEqual([alert]);
    expect(open).not.toHaveBeenCalled();
  });

  it('hands over once on a held Enter, and says the outcome is not known when no answer comes, never sending again', async () => {
    const open = vi.spyOn(providerPage, 'open').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    const { token } = renderWithApp(<KlicklPayStatusPage />, {
      route: '/fiat/klicklPayStatus',
      signedIn: true,
    });
    const order = await createdOrder(token!);
    renderWithApp(<KlicklPayStatusPage />, {
      route: `/fiat/klicklPayStatus?orderId=${order.OrderId}`,
      signedIn: true,
    });
    const { review, confirm } = await reviewHandOver(user);
    loseAnswer('ordersCreateKlicklPayReady');
    confirm.focus();
    await user.keyboard('{Enter>6}');
    await user.keyboard('{/Enter}');
    await expectOutcomeUnknown(user, review, {
      recordsHref: '/fiat/ThirdPartyPaymentOrder',
      recordsName: 'Check your payment orders',
      confirmName: 'Continue to KlicklPay',
    });
    sandbox.knobs.latency = null;
    expect(sandbox.calls.get('ordersCreateKlicklPayReady')).toBe(1);
    expect(open).not.toHaveBeenCalled();
  });

  it('says so for an order the customer does not have', async () => {
    renderStatus('9999999');
    expect(
      await screen.findByText('We could not find this order among yours.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
