import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandbox } from '../../../../tests/setup/dom.ts';
import { renderWithApp } from '../../../../tests/setup/render-app.tsx';
import OtcMarket from './OtcMarket.tsx';

const sellRoute = '/fiat?market=otc&side=sell&fiat=NGN&coin=USDT&amount=100';
const receiptMethodList = 'legalPaymentChannelSettingGetUserReceiptMethodInfoList';
const openSell = () =>
  renderWithApp(<OtcMarket />, { route: sellRoute, signedIn: true, config: (c) => void (c.features.otcShow = true) });
const receiveGroup = () => screen.findByRole('group', { name: 'Where the merchant pays you' }, { timeout: 8000 });

describe('OTC method choice', { timeout: 30_000 }, () => {
  it('lets a buyer choose how to pay the merchant from the keyboard, the arrow keys choosing', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<OtcMarket />, { route: '/fiat?market=otc&fiat=NGN&coin=USDT&amount=160000', signedIn: true });
    const group = await screen.findByRole('group', { name: 'How you pay the merchant' }, { timeout: 8000 });
    const [first, second] = within(group).getAllByRole('radio');
    expect(first).not.toBeChecked();
    first.focus();
    await user.keyboard(' ');
    expect(first).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(second).toBeChecked();
    expect(screen.getByRole('button', { name: 'Review the order' })).toBeEnabled();
  });

  it('offers a seller the receipt methods the merchant can pay to', async () => {
    const user = userEvent.setup({ delay: null });
    openSell();
    const [method] = within(await receiveGroup()).getAllByRole('radio');
    expect(method).toHaveAccessibleName(/ · /);
    await user.click(method);
    expect(method).toBeChecked();
  });

  it('tells a seller with no method the merchant can pay to that they can add one', async () => {
    sandbox.state.otc.receiptMethods.length = 0;
    openSell();
    const group = await receiveGroup();
    expect(within(group).queryAllByRole('radio')).toEqual([]);
    expect(group).toHaveAccessibleDescription('You have no receipt method this merchant can pay to. Add one.');
    expect(screen.getByRole('button', { name: 'Add a receipt method' })).toBeInTheDocument();
  });

  it('says when a seller’s methods cannot be loaded, and loads them again on retry', async () => {
    const user = userEvent.setup({ delay: null });
    sandbox.knobs.forcedCodes.set(receiptMethodList, { code: 500, msg: 'Down', remaining: 1 });
    openSell();
    await user.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 }));
    expect(within(await receiveGroup()).getAllByRole('radio').length).toBeGreaterThan(0);
    expect(sandbox.calls.get(receiptMethodList)).toBe(2);
  });
});
