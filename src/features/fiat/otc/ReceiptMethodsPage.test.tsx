import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandbox } from '../../../../tests/setup/dom.ts';
import { renderWithApp } from '../../../../tests/setup/render-app.tsx';
import ReceiptMethodsPage from './ReceiptMethodsPage.tsx';

describe('Receipt methods page', { timeout: 30_000 }, () => {
  it('lists the methods, adds one from the channel’s server-described form, and deletes one after asking', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ReceiptMethodsPage />, { route: '/fiat/receiptMethods', signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Bank transfer' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Opay' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a receipt method' }));
    const add = await screen.findByRole('dialog', { name: 'Add a receipt method' });
    await user.selectOptions(within(add).getByLabelText('Channel'), 'PalmPay');
    await user.type(await within(add).findByLabelText('Phone number'), '+2348012345678');
    await user.type(within(add).getByLabelText('Account holder name'), 'Adaeze Okafor');
    await user.click(within(add).getByRole('button', { name: 'Save the method' }));
    expect(await screen.findByRole('heading', { name: 'PalmPay' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Opay ****4567' }));
    const ask = screen.getByRole('dialog', { name: 'Delete this receipt method?' });
    expect(ask).toHaveTextContent('Merchants will no longer be able to pay you to Opay ****4567.');
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Opay' })).not.toBeInTheDocument());
    expect(sandbox.state.otc.receiptMethods.some((m) => m.channelId === 2)).toBe(false);
  });

  it('keeps a method an open sell is to be paid to, saying why', async () => {
    const user = userEvent.setup({ delay: null });
    const bank = sandbox.state.otc.receiptMethods.find((m) => m.channelId === 1)!;
    const sell = sandbox.state.otc.orders.find((o) => o.Side === 'sell')!;
    sell.Status = 'paid';
    sell.ReceiptMethodDetailId = bank.UserReceiptMethodInfoDetailId;
    renderWithApp(<ReceiptMethodsPage />, { route: '/fiat/receiptMethods', signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Delete GTBank ****4821' }, { timeout: 5000 }));
    const ask = screen.getByRole('dialog', { name: 'Delete this receipt method?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(await within(ask).findByText(/An open sell order is to be paid to this method/)).toBeInTheDocument();
  });
});
