import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandbox, loseAnswer } from '../../../tests/setup/dom.ts';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import FundingCenterPage from './FundingCenterPage.tsx';

const useButton = (name: string) => screen.findByRole('button', { name }, { timeout: 5000 });
const uses = () => sandbox.calls.get('missionBonusUse') ?? 0;
afterEach(() => {
  sandbox.knobs.latency = null;
});

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

  it('reviews a bonus before using it, pays it once on a double click and takes it off the list of those to use', async () => {
    const user = userEvent.setup();
    renderWithApp(<FundingCenterPage />, { route: '/missionSystem/fundingCenter', signedIn: true });
    await user.click(await useButton('Use the Trading-fee voucher from Spring spot sprint'));
    const ask = screen.getByRole('dialog', { name: 'Use this bonus?' });
    expect(ask).toHaveTextContent(
      /Your Trading-fee voucher of 20\.0000\sUSDT will be paid into your spot account\. It can be used once\./,
    );
    await user.dblClick(within(ask).getByRole('button', { name: 'Use' }));
    expect(await screen.findByText(/^20\.0000\sUSDT has been paid into your spot account\.$/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Use the Trading-fee voucher from Spring spot sprint' })).toBeNull(),
    );
    expect(sandbox.calls.get('missionBonusUse')).toBe(1);
  }, 20_000);

  it('keeps the review open with the refusal, focused, when the bonus has expired meanwhile, sending once for a held Enter', async () => {
    const user = userEvent.setup();
    renderWithApp(<FundingCenterPage />, { route: '/missionSystem/fundingCenter', signedIn: true });
    await user.click(await useButton('Use the Position bonus from Futures challenge'));
    sandbox.knobs.forcedCodes.set('missionBonusUse', { code: 62007, msg: 'expired', remaining: 1 });
    const ask = screen.getByRole('dialog', { name: 'Use this bonus?' });
    within(ask).getByRole('button', { name: 'Use' }).focus();
    await user.keyboard('{Enter>6}');
    await user.keyboard('{/Enter}');
    const alert = await within(ask).findByRole('alert');
    expect(alert).toHaveTextContent('This bonus has expired.');
    expect(alert).toHaveFocus();
    expect(uses()).toBe(1);
  }, 20_000);

  it('says a bonus used without an answer is not known yet and never sends it again', async () => {
    const user = userEvent.setup();
    renderWithApp(<FundingCenterPage />, {
      route: '/missionSystem/fundingCenter',
      signedIn: true,
      config: (c) => void (c.features.missionSystem = true),
    });
    await user.click(await useButton('Use the Position bonus from Futures challenge'));
    const ask = screen.getByRole('dialog', { name: 'Use this bonus?' });
    loseAnswer('missionBonusUse');
    await user.click(within(ask).getByRole('button', { name: 'Use' }));
    expect(await within(ask).findByText('The outcome is not known yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(ask).getByRole('link', { name: 'Funding centre' })).toHaveAttribute(
      'href',
      '/missionSystem/fundingCenter',
    );
    expect(within(ask).queryByRole('button', { name: 'Use' })).toBeNull();
    await user.keyboard('{Enter}');
    await user.click(within(ask).getByRole('button', { name: 'Close' }));
    expect(uses()).toBe(1);
  }, 30_000);
});
