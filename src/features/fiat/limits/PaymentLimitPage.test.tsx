import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandbox } from '../../../../tests/setup/dom.ts';
import { renderWithApp } from '../../../../tests/setup/render-app.tsx';
import PaymentLimitPage from './PaymentLimitPage.tsx';

describe('PaymentLimitPage', { timeout: 30_000 }, () => {
  it('shows each channel’s limits per order and per day, before and after verification, for a visitor', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderWithApp(<PaymentLimitPage />, { route: '/fiat/paymentLimit' });
    const card = await screen.findByRole('region', { name: 'Bank card' }, { timeout: 5000 });
    await waitFor(() =>
      expect(within(card).getByRole('row', { name: /KlicklPay · Bank card/ })).toHaveTextContent(
        '₦5,000.00₦2,000,000.00₦500,000.00₦5,000,000.00',
      ),
    );
    expect(screen.getByText(/Verifying your identity raises your daily limits/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify my identity' })).toHaveAttribute('href', '/account/verifiy');

    await user.selectOptions(screen.getByLabelText('Currency'), 'GHS');
    await user.click(screen.getByRole('tab', { name: 'Selling' }));
    const mobile = await screen.findByRole('region', { name: 'Mobile money' });
    await waitFor(() =>
      expect(within(mobile).getByRole('row', { name: /PivotPay · Mobile money/ })).toHaveTextContent('GH₵2,000.00'),
    );
    expect(router.location.search).toBe('?fiat=GHS&side=sell');
  });

  it('tells a verified customer the higher limits apply, and an unverified one how to raise them', async () => {
    renderWithApp(<PaymentLimitPage />, { route: '/fiat/paymentLimit', signedIn: true });
    expect(await screen.findByText(/Your identity is verified/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Verify my identity' })).toBeNull();
  });

  it('points an unverified customer to verification', async () => {
    sandbox.state.core.customers.list[0].kyc.status = 'none';
    renderWithApp(<PaymentLimitPage />, { route: '/fiat/paymentLimit', signedIn: true });
    expect(await screen.findByText(/Your identity is not verified yet/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify my identity' })).toBeInTheDocument();
  });
});
