import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../../tests/setup/render-app.tsx';
import OtcMarket from './OtcMarket.tsx';

describe('OTC tab', { timeout: 30_000 }, () => {
  it('says on the form when no advert fits the amount, and asks a visitor to log in to trade', async () => {
    renderWithApp(<OtcMarket />, { route: '/fiat?market=otc&fiat=NGN&coin=USDT&amount=900000000' });
    expect(
      await screen.findByText(
        'No merchant advert fits this amount. Try another amount or currency.',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to trade' })).toHaveAttribute(
      'href',
      expect.stringContaining('/user/login?return='),
    );
  });

  it('reviews a buy with the merchant, the price, what is paid and got, and the payment window', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<OtcMarket />, { route: '/fiat?market=otc&fiat=NGN&coin=USDT&amount=160000', signedIn: true });
    const advert = await screen.findByRole('region', { name: 'The matched merchant advert' }, { timeout: 8000 });
    expect(advert).toHaveTextContent('15 minutes');
    expect(screen.getByRole('button', { name: 'Review the order' })).toBeDisabled();
    await user.click(screen.getAllByRole('radio')[0]);
    await user.click(screen.getByRole('button', { name: 'Review the order' }));
    const review = screen.getByRole('dialog', { name: 'Review your buy' });
    expect(review).toHaveTextContent('Merchant');
    expect(review).toHaveTextContent('₦160,000.00');
    expect(within(review).getByText(/Pay the merchant within the payment window/)).toBeInTheDocument();
  });

  it('takes a sell’s amount in fiat as well, working out the coin to sell, and switches back to coin', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderWithApp(<OtcMarket />, {
      route: '/fiat?market=otc&side=sell&fiat=NGN&coin=USDT&in=fiat&amount=158550',
      signedIn: true,
    });
    expect(await screen.findByLabelText('You get')).toBeInTheDocument();
    await waitFor(
      () =>
        expect(document.querySelector('.otc-total')).toHaveTextContent(/You sell [\d.,]+ USDT and get ₦158,550\.00/),
      { timeout: 8000 },
    );
    await user.click(screen.getByRole('button', { name: 'Enter the amount in USDT' }));
    expect(screen.getByLabelText('You sell')).toHaveValue('');
    expect(router.location.search).toContain('in=coin');
  });
});
