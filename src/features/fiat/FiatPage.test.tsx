import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import FiatPage from './FiatPage.tsx';

describe('FiatPage', { timeout: 20_000 }, () => {
  it('lets a visitor compare channels for an amount, best first, and asks them to log in to continue with the choices kept', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderWithApp(<FiatPage />, { route: '/fiat' });
    expect(await screen.findByLabelText('Currency')).toHaveValue('NGN');
    expect(screen.getByLabelText('Coin')).toHaveValue('USDT');
    await user.type(screen.getByLabelText('You pay'), '100000');
    expect(screen.getByLabelText('You get about')).toHaveValue('62.4469');
    expect(router.location.search).toContain('amount=100000');

    await user.click(await screen.findByRole('radio', { name: 'Bank transfer' }));
    const channels = await screen.findByRole('group', { name: 'Choose a channel' });
    await waitFor(() => expect(within(channels).getAllByRole('radio')).toHaveLength(2));
    const [best, second] = within(channels).getAllByRole('radio');
    expect(best).toHaveAccessibleName(/PivotPay · Bank transfer.*Best for this amount/);
    expect(best.closest('label')).toHaveTextContent('You get 61.9473 USDT (fee ₦800.00)');
    expect(second).toHaveAccessibleName(/KlicklPay · Bank transfer/);

    await user.click(best);
    const next = screen.getByRole('link', { name: 'Log in to continue' });
    expect(next).toHaveAttribute(
      'href',
      '/fiat/PivotPay?side=buy&coin=USDT&fiat=NGN&amount=100000&payType=bankTransfer&channel=103',
    );
  });

  it('says why a channel cannot take the amount and offers no way on', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<FiatPage />, { route: '/fiat?amount=3000&payType=card' });
    const card = await screen.findByRole('radio', { name: /KlicklPay · Bank card/ });
    expect(card).toBeDisabled();
    expect(card.closest('label')).toHaveTextContent('The smallest amount this channel takes is ₦5,000.00.');
    await user.type(screen.getByLabelText('You pay'), '0');
    expect(screen.getByText('Choose a channel that takes this amount to continue.')).toBeInTheDocument();
  });

  it('turns a typed coin amount into the fiat a seller gets, and refuses more than the balance', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<FiatPage />, { route: '/fiat?side=sell&fiat=GHS', signedIn: true });
    const sell = await screen.findByLabelText('You sell');
    await user.type(sell, '20');
    expect(screen.getByLabelText('You get about')).not.toHaveValue('');
    await user.click(await screen.findByRole('radio', { name: /PivotPay · Mobile money/ }));
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      expect.stringContaining('/fiat/PivotPay?side=sell&coin=USDT&fiat=GHS&amount=20'),
    );
    await user.clear(sell);
    await user.type(sell, '99999999');
    expect(await screen.findByText('This is more than your available balance.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
  });

  it('shows nothing to trade while the payment providers are switched off', async () => {
    renderWithApp(<FiatPage />, {
      route: '/fiat',
      config: (config) => void (config.features.thirdPartyPayment = false),
    });
    expect(
      await screen.findByText('Buying and selling with local money is not offered on this site at the moment.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tablist', { name: 'Markets' })).toBeNull();
  });
});
