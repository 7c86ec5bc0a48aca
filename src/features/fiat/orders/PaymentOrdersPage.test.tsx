import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandbox } from '../../../../tests/setup/dom.ts';
import { renderWithApp } from '../../../../tests/setup/render-app.tsx';
import PaymentOrdersPage from './PaymentOrdersPage.tsx';

const rows = () => screen.getAllByRole('row').slice(1);

describe('PaymentOrdersPage', { timeout: 30_000 }, () => {
  it('lists the orders newest first with their status and next step, and keeps the filters in the address', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderWithApp(<PaymentOrdersPage />, { route: '/fiat/ThirdPartyPaymentOrder', signedIn: true });
    await waitFor(() => expect(rows()).toHaveLength(6), { timeout: 5000 });
    expect(rows()[0]).toHaveTextContent('Buy ETH with NGN');
    expect(rows()[0]).toHaveTextContent('Paid');
    expect(within(rows()[0]).getByRole('link', { name: /View result of order \d+/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/fiat\/klicklPayStatus\?orderId=\d+$/),
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Buy BTC with NGN');
    expect(rows()[0]).toHaveTextContent('Failed');
    await user.selectOptions(screen.getByLabelText('Side'), 'sell');
    expect(await screen.findByText('No order matches these filters.')).toBeInTheDocument();
    expect(router.location.search).toBe('?status=failed&side=sell');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(rows()).toHaveLength(6));
    await user.selectOptions(screen.getByLabelText('Currency'), 'GHS');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(router.location.search).toBe('?fiat=GHS');
  });

  it('opens with the filters of the address, and shows a row’s details on request', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<PaymentOrdersPage />, { route: '/fiat/ThirdPartyPaymentOrder?side=sell', signedIn: true });
    // The skeleton's rows are rows too: wait for the orders themselves.
    await waitFor(() => expect(rows()[0]).toHaveTextContent(/(Buy|Sell) \w+ (with|for) \w+/), { timeout: 5000 });
    expect(screen.getByLabelText('Side')).toHaveValue('sell');
    expect(rows().every((row) => /Sell/.test(row.textContent ?? ''))).toBe(true);
    await user.click(within(rows()[0]).getByRole('button', { expanded: false }));
    expect(await screen.findByText('Payment reference')).toBeInTheDocument();
  });

  it('says when the orders cannot be loaded, and loads them again on retry', async () => {
    const user = userEvent.setup({ delay: null });
    sandbox.knobs.forcedCodes.set('ordersGetCustomerList', { code: 500, msg: 'Down', remaining: 1 });
    renderWithApp(<PaymentOrdersPage />, { route: '/fiat/ThirdPartyPaymentOrder', signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 }));
    await waitFor(() => expect(rows()).toHaveLength(6), { timeout: 5000 });
    expect(rows()[0]).toHaveTextContent('Buy ETH with NGN');
  });

  it('says what to do when there is no order yet', async () => {
    sandbox.state.payment.orders.length = 0;
    renderWithApp(<PaymentOrdersPage />, { route: '/fiat/ThirdPartyPaymentOrder', signedIn: true });
    expect(await screen.findByText('You have no payment orders yet.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy or sell with local money' })).toHaveAttribute('href', '/fiat');
  });
});
