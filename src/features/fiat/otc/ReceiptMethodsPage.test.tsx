import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandbox, loseAnswer } from '../../../../tests/setup/dom.ts';
import { expectRefusalInView, scrolledIntoView } from '../../../../tests/setup/money-form.ts';
import { renderWithApp } from '../../../../tests/setup/render-app.tsx';
import ReceiptMethodsPage from './ReceiptMethodsPage.tsx';
import { watchToasts } from '../../../../tests/setup/money-form.ts';

type User = ReturnType<typeof userEvent.setup>;
const adds = () => sandbox.calls.get('legalPaymentChannelSettingCreateReceiptPaymentMethodAsync') ?? 0;
const removals = () => sandbox.calls.get('legalPaymentChannelSettingDeleteUserReceiptMethodInfoDetail') ?? 0;
const methodLoads = () => sandbox.calls.get('legalPaymentChannelSettingGetUserReceiptMethodInfoList') ?? 0;
const save = 'Save the method';

const toasts = watchToasts();
afterEach(() => {
  sandbox.knobs.latency = null;
});

function open() {
  return renderWithApp(<ReceiptMethodsPage />, {
    route: '/fiat/receiptMethods',
    signedIn: true,
    config: (c) => void (c.features.otcShow = true),
  });
}

/** Fills a PalmPay method and opens its review; gives the add dialog and the review. */
async function reviewNewMethod(user: User, holder = 'Adaeze Okafor') {
  await user.click(await screen.findByRole('button', { name: 'Add a receipt method' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a receipt method' });
  await user.selectOptions(within(dialog).getByLabelText('Channel'), 'PalmPay');
  await user.type(await within(dialog).findByLabelText('Phone number'), '+2348012345678');
  await user.type(within(dialog).getByLabelText('Account holder name'), holder);
  await user.click(within(dialog).getByRole('button', { name: 'Review the method' }));
  const review = await screen.findByRole('dialog', { name: 'Check the method before you save it' });
  return { dialog, review };
}

/** An answer that never came: the review says so, points to the methods, offers no resend, and closes. */
async function expectNotKnown(user: User, review: HTMLElement, confirmName: string) {
  expect(await within(review).findByText('The outcome is not known yet', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(within(review).getByRole('link', { name: 'Receipt methods' })).toHaveAttribute('href', '/fiat/receiptMethods');
  expect(within(review).queryByRole('button', { name: confirmName })).toBeNull();
  await user.keyboard('{Enter}');
  await user.click(within(review).getByRole('button', { name: 'Close' }));
}

describe('Receipt methods: adding one', { timeout: 60_000 }, () => {
  it('lists the methods, reviews a new one from the channel’s form and saves it once on a double click', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    expect(await screen.findByRole('heading', { name: 'Bank transfer' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Opay' })).toBeInTheDocument();
    const { review } = await reviewNewMethod(user);
    expect(review).toHaveTextContent('PalmPay');
    expect(review).toHaveTextContent('+2348012345678');
    expect(review).toHaveTextContent('Adaeze Okafor');
    await user.dblClick(within(review).getByRole('button', { name: save }));
    expect(await screen.findByRole('heading', { name: 'PalmPay' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(adds()).toBe(1);
  });

  it('saves once when Enter is held on the review’s button', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    const { review } = await reviewNewMethod(user);
    within(review).getByRole('button', { name: save }).focus();
    await user.keyboard('{Enter>6}');
    await user.keyboard('{/Enter}');
    expect(await screen.findByRole('heading', { name: 'PalmPay' })).toBeInTheDocument();
    expect(adds()).toBe(1);
  });

  it('puts a name that is not the verified one on its field, focused, and a refusal of the method over the form, in view and focused, what was typed kept', async () => {
    const user = userEvent.setup({ delay: null });
    const scrolled = scrolledIntoView();
    open();
    const { dialog, review } = await reviewNewMethod(user, 'Someone Else');
    await user.click(within(review).getByRole('button', { name: save }));
    const holder = within(dialog).getByLabelText('Account holder name');
    await waitFor(() => expect(holder).toHaveAccessibleDescription(/must be your verified name/));
    expect(holder).toHaveFocus();
    expect(holder).toHaveValue('Someone Else');
    expect(within(dialog).getByLabelText('Phone number')).toHaveValue('+2348012345678');

    await user.clear(holder);
    await user.type(holder, 'Adaeze Okafor');
    sandbox.knobs.forcedCodes.set('legalPaymentChannelSettingCreateReceiptPaymentMethodAsync', {
      code: 62009,
      msg: 'too many',
      remaining: 1,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Review the method' }));
    const again = await screen.findByRole('dialog', { name: 'Check the method before you save it' });
    await user.click(within(again).getByRole('button', { name: save }));
    await expectRefusalInView('You already keep the most methods of this channel. Delete one first.', scrolled, dialog);
    expect(holder).toHaveValue('Adaeze Okafor');
    expect(toasts()).toEqual([]);
    expect(adds()).toBe(2);
  });

  it('says a method saved without an answer is not known yet, reloads the methods and never sends it again', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    const { review } = await reviewNewMethod(user);
    const loadsBefore = methodLoads();
    loseAnswer('legalPaymentChannelSettingCreateReceiptPaymentMethodAsync');
    await user.click(within(review).getByRole('button', { name: save }));
    await expectNotKnown(user, review, save);
    await waitFor(() => expect(methodLoads()).toBeGreaterThan(loadsBefore));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(adds()).toBe(1);
  });

  it('says when the channels or a channel’s form cannot be loaded, and loads them again on retry', async () => {
    const user = userEvent.setup({ delay: null });
    sandbox.knobs.forcedCodes.set('legalPaymentGetCreatedPaymentChannel', { code: 500, msg: 'Down', remaining: 1 });
    sandbox.knobs.forcedCodes.set('legalPaymentGetReceiptPaymentMethodFormAsync', {
      code: 500,
      msg: 'Down',
      remaining: 1,
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Add a receipt method' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a receipt method' });
    await user.click(await within(dialog).findByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByLabelText('Channel')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('button', { name: 'Review the method' })).toBeInTheDocument();
  });
});

describe('Receipt methods: deleting one', { timeout: 60_000 }, () => {
  it('reviews which method goes and deletes it once on a double click', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    await user.click(await screen.findByRole('button', { name: 'Delete Opay ****4567' }, { timeout: 5000 }));
    const review = screen.getByRole('dialog', { name: 'Delete this receipt method?' });
    expect(review).toHaveTextContent('Merchants will no longer be able to pay you to Opay ****4567.');
    await user.dblClick(within(review).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Opay' })).not.toBeInTheDocument());
    expect(sandbox.state.otc.receiptMethods.some((m) => m.channelId === 2)).toBe(false);
    expect(removals()).toBe(1);
  });

  it('keeps a method an open sell is to be paid to, saying why in the review, focused', async () => {
    const user = userEvent.setup({ delay: null });
    const bank = sandbox.state.otc.receiptMethods.find((m) => m.channelId === 1)!;
    const sell = sandbox.state.otc.orders.find((o) => o.Side === 'sell')!;
    sell.Status = 'paid';
    sell.ReceiptMethodDetailId = bank.UserReceiptMethodInfoDetailId;
    open();
    await user.click(await screen.findByRole('button', { name: 'Delete GTBank ****4821' }, { timeout: 5000 }));
    const review = screen.getByRole('dialog', { name: 'Delete this receipt method?' });
    within(review).getByRole('button', { name: 'Delete' }).focus();
    await user.keyboard('{Enter>6}');
    await user.keyboard('{/Enter}');
    const alert = await within(review).findByRole('alert');
    expect(alert).toHaveTextContent(/An open sell order is to be paid to this method/);
    expect(alert).toHaveFocus();
    expect(toasts()).toEqual([]);
    expect(removals()).toBe(1);
  });

  it('says a deletion without an answer is not known yet and never sends it again', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    await user.click(await screen.findByRole('button', { name: 'Delete Opay ****4567' }, { timeout: 5000 }));
    const review = screen.getByRole('dialog', { name: 'Delete this receipt method?' });
    loseAnswer('legalPaymentChannelSettingDeleteUserReceiptMethodInfoDetail');
    await user.click(within(review).getByRole('button', { name: 'Delete' }));
    await expectNotKnown(user, review, 'Delete');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(removals()).toBe(1);
  });
});
