import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandbox } from '../../../../tests/setup/dom.ts';
import { renderWithApp, type AppOptions } from '../../../../tests/setup/render-app.tsx';
import type { ReactElement } from 'react';
import OrderPage from './OrderPage.tsx';
import OrdersPage from './OrdersPage.tsx';

/** Renders with the otcShow switch on, as a site that offers these pages has it (their links lead to them). */
const renderOn = (ui: ReactElement, options: AppOptions = {}) =>
  renderWithApp(ui, { ...options, config: (c) => void (c.features.otcShow = true) });

/** The seeded orders of the demo customer, by what they are. */
const seeded = () => {
  const orders = sandbox.state.otc.orders;
  return {
    unpaid: orders.find((o) => o.Status === 'unpaid')!,
    paid: orders.find((o) => o.Status === 'paid')!,
    appealing: orders.find((o) => o.Status === 'appealing')!,
    expired: orders.find((o) => o.CancelledBy === 'timeout')!,
  };
};

describe('OTC order page', { timeout: 30_000 }, () => {
  it('shows an unpaid buy with the merchant’s details to copy, the time left, and the way to cancel', async () => {
    const { unpaid } = seeded();
    renderOn(<OrderPage />, { route: `/fiat/order?id=${unpaid.OrderId}`, signedIn: true });
    expect(await screen.findByText('Waiting for your payment', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Time left to pay:')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toContain('Copy Account number');
    expect(screen.getByLabelText('Why are you cancelling?')).toHaveValue('changedMind');
  });

  it('follows an order under appeal with its progress, and says an expired order ran out of time', async () => {
    const { appealing, expired } = seeded();
    const { unmount } = renderOn(<OrderPage />, { route: `/fiat/order?id=${appealing.OrderId}`, signedIn: true });
    expect(await screen.findByText('Under appeal', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Under review')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Progress of the appeal' })).toHaveTextContent('Appeal submitted');
    unmount();
    renderOn(<OrderPage />, { route: `/fiat/order?id=${expired.OrderId}`, signedIn: true });
    expect(await screen.findByText('Expired', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/The payment window closed/)).toBeInTheDocument();
  });

  it('says so for an order the customer does not have', async () => {
    renderOn(<OrderPage />, { route: '/fiat/order?id=123456789', signedIn: true });
    expect(await screen.findByText('We could not find that order.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('OTC orders list', { timeout: 30_000 }, () => {
  it('splits ongoing and finished orders, keeps the filters in the address and links each to its page', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderOn(<OrdersPage />, { route: '/fiat/list', signedIn: true });
    const rows = () => screen.getAllByRole('row').slice(1);
    await waitFor(() => expect(rows()).toHaveLength(3), { timeout: 5000 });
    expect(within(rows()[0]).getByRole('link', { name: /Open order \d+/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/fiat\/order\?id=\d+$/),
    );
    await user.click(screen.getByRole('tab', { name: 'Finished' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    await user.selectOptions(screen.getByLabelText('Side'), 'sell');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.selectOptions(screen.getByLabelText('Coin'), 'ETH');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(router.location.search).toBe('?tab=finished&side=sell&coin=ETH');
    await user.click(screen.getByRole('tab', { name: 'Appeals' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
  });
});
