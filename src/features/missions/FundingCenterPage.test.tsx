import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandbox } from '../../../tests/setup/dom.ts';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import FundingCenterPage from './FundingCenterPage.tsx';

const useButton = (name: string) => screen.findByRole('button', { name }, { timeout: 5000 });

describe('FundingCenterPage', () => {
  it('filters the vouchers and bonuses by type and status, in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<FundingCenterPage />, { route: '/missionSystem/fundingCenter', signedIn: true });
    const table = await screen.findByRole('table', { name: 'Vouchers and bonuses' }, { timeout: 5000 });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    await user.selectOptions(screen.getByLabelText('Type'), 'feeVoucher');
    await user.selectOptions(screen.getByLabelText('Status'), 'unused');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(table).toHaveTextContent('Trading fees, paid back into your spot account');
    expect(table).not.toHaveTextContent('Position bonus');
    expect(router.location.search).toContain('type=feeVoucher');
    expect(router.location.search).toContain('status=unused');
  }, 20_000);

  it('asks before using a bonus, pays it and takes it off the list of those to use', async () => {
    const user = userEvent.setup();
    renderWithApp(<FundingCenterPage />, { route: '/missionSystem/fundingCenter', signedIn: true });
    await user.click(await useButton('Use the Trading-fee voucher from Spring spot sprint'));
    const ask = screen.getByRole('dialog', { name: 'Use this bonus?' });
    expect(ask).toHaveTextContent(
      /Your Trading-fee voucher of 20\.0000\sUSDT will be paid into your spot account\. It can be used once\./,
    );
    await user.click(within(ask).getByRole('button', { name: 'Use' }));
    expect(await screen.findByText(/^20\.0000\sUSDT has been paid into your spot account\.$/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Use the Trading-fee voucher from Spring spot sprint' })).toBeNull(),
    );
    expect(sandbox.calls.get('missionBonusUse')).toBe(1);
  }, 20_000);

  it('keeps the question open with the refusal when the bonus has expired meanwhile', async () => {
    const user = userEvent.setup();
    renderWithApp(<FundingCenterPage />, { route: '/missionSystem/fundingCenter', signedIn: true });
    await user.click(await useButton('Use the Position bonus from Futures challenge'));
    sandbox.knobs.forcedCodes.set('missionBonusUse', { code: 62007, msg: 'expired', remaining: 1 });
    const ask = screen.getByRole('dialog', { name: 'Use this bonus?' });
    await user.click(within(ask).getByRole('button', { name: 'Use' }));
    expect(await within(ask).findByText('This bonus has expired.')).toBeInTheDocument();
  }, 20_000);
});
