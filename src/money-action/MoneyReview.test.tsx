import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderInEnglish } from '../../tests/setup/render-ui.tsx';
import type { SecurityFactor } from '../lib/security-factors.ts';
import { MoneyRefusal } from './MoneyRefusal.tsx';
import { MoneyReview } from './MoneyReview.tsx';
import type { SendOutcome } from './outcome.ts';
import { useMoneyAction } from './use-money-action.ts';

type Send = (input: { request: { amount: string }; proof: object }) => Promise<SendOutcome<string>>;

/** A form as a feature writes one on the kit: a field, its review with the PIN, its refusal over the form. */
function Payment({ send, factors = ['pin'] }: { send: Send; factors?: SecurityFactor[] }) {
  const form = useForm({ defaultValues: { amount: '' } });
  const action = useMoneyAction<{ amount: string }, string, { amount: string }>({
    send,
    changes: [],
    recordsHref: '/records',
    factors,
    form,
  });
  return (
    <>
      <form noValidate onSubmit={form.handleSubmit((values) => action.review(values))}>
        <MoneyRefusal action={action} />
        <label>
          Amount <input {...form.register('amount')} aria-description={action.fieldError('amount')} />
        </label>
        <button type="submit">Review</button>
        {action.phase === 'done' && <p role="status">Sent {action.result}</p>}
      </form>
      <MoneyReview
        action={action}
        title="Review the payment"
        rows={[{ label: 'Amount', value: action.request?.amount, emphasis: true }]}
        confirmLabel="Pay"
        setPinHref="/set-pin"
      />
    </>
  );
}

const later = <T,>() => {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
};

async function openReview(user: ReturnType<typeof userEvent.setup>, amount = '5') {
  await user.type(screen.getByLabelText('Amount'), amount);
  await user.click(screen.getByRole('button', { name: 'Review' }));
  return screen.getByRole('dialog', { name: 'Review the payment' });
}

describe('the money-action kit', () => {
  it('reviews exactly what will be sent, asks the PIN, and sends once on a double click while the call is under way', async () => {
    const user = userEvent.setup();
    const answer = later<SendOutcome<string>>();
    const send = vi.fn<Send>(() => answer.promise);
    renderInEnglish(<Payment send={send} />);
    const dialog = await openReview(user);
    expect(within(dialog).getByText('Amount').nextSibling).toHaveTextContent('5');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(within(dialog).getByLabelText('Security PIN')).toHaveAccessibleDescription(
      'Enter your 6-digit security PIN.',
    );
    expect(send).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Security PIN'), '123456');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(within(dialog).getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled();
    await act(async () => answer.settle({ kind: 'done', result: 'P-1' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent P-1');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toMatchObject({ request: { amount: '5' }, proof: { Pin: '123456' } });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends once when Enter is held in the PIN field', async () => {
    const user = userEvent.setup();
    const send = vi.fn<Send>(() => new Promise(() => {}));
    renderInEnglish(<Payment send={send} />);
    const dialog = await openReview(user);
    await user.type(within(dialog).getByLabelText('Security PIN'), '123456');
    await user.keyboard('{Enter>8}');
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await user.keyboard('{/Enter}');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('puts a refusal of the PIN on the PIN field, focused, keeping the review and what was typed', async () => {
    const user = userEvent.setup();
    const send = vi.fn<Send>(async () => ({
      kind: 'refused',
      refusal: { field: 'pin', id: 'assets.withdraw.error.pinWrong', at: 'review' },
    }));
    renderInEnglish(<Payment send={send} />);
    const dialog = await openReview(user);
    await user.type(within(dialog).getByLabelText('Security PIN'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    const pin = within(dialog).getByLabelText('Security PIN');
    await waitFor(() => expect(pin).toHaveAccessibleDescription('The security PIN is wrong.'));
    expect(pin).toHaveFocus();
    expect(pin).toHaveValue('000000');
  });

  it('shows a refusal of the action in the review as one focused message', async () => {
    const user = userEvent.setup();
    const send = vi.fn<Send>(async () => ({
      kind: 'refused',
      refusal: { error: { kind: 'code', code: 77001, message: 'Withdrawals are paused' }, at: 'review' },
    }));
    renderInEnglish(<Payment send={send} />);
    const dialog = await openReview(user);
    await user.type(within(dialog).getByLabelText('Security PIN'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Withdrawals are paused');
    expect(alert).toHaveFocus();
    expect(within(dialog).getByLabelText('Security PIN')).toHaveValue('123456');
  });

  it('lands a refusal of a form field on that field, focused, the review closed and what was typed kept', async () => {
    const user = userEvent.setup();
    const send = vi.fn<Send>(async () => ({
      kind: 'refused',
      refusal: { field: 'amount', id: 'assets.withdraw.error.aboveBalance', at: 'form' },
    }));
    renderInEnglish(<Payment send={send} />);
    const dialog = await openReview(user, '900');
    await user.type(within(dialog).getByLabelText('Security PIN'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const amount = screen.getByLabelText('Amount');
    await waitFor(() => expect(amount).toHaveFocus());
    expect(amount).toHaveValue('900');
    expect(amount).toHaveAttribute(
      'aria-description',
      'Your available balance does not cover this amount and the fee.',
    );
  });

  it('shows a refusal of the whole form over the form, in view and focused', async () => {
    const user = userEvent.setup();
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const send = vi.fn<Send>(async () => ({
      kind: 'refused',
      refusal: { id: 'assets.withdraw.error.suspended', at: 'form' },
    }));
    renderInEnglish(<Payment send={send} />);
    const dialog = await openReview(user);
    await user.type(within(dialog).getByLabelText('Security PIN'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Withdrawals on this network are paused');
    expect(alert).toHaveFocus();
    expect(scrolled).toHaveBeenCalledWith({ block: 'center', inline: 'nearest' });
    expect(screen.getByLabelText('Amount')).toHaveValue('5');
  });

  it.each([
    ['payment:0027', 'Not available in your region.', /^Not available in your region\.$/],
    ['77001', 'Paused', /^The server refused this \(code 77001\)\. Paused$/],
  ])('words a refusal no table lists (%s) as the catalogue does', async (code, message, shown) => {
    const user = userEvent.setup();
    const send = vi.fn<Send>(async () => ({
      kind: 'refused',
      refusal: { error: { kind: 'code', code, message }, at: 'form' },
    }));
    renderInEnglish(<Payment send={send} />);
    const dialog = await openReview(user);
    await user.type(within(dialog).getByLabelText('Security PIN'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
  });

  it('says the outcome is not known yet, where to check, and offers no way to send again', async () => {
    const user = userEvent.setup();
    const send = vi.fn<Send>(async () => ({ kind: 'unknown' }));
    renderInEnglish(<Payment send={send} />);
    const dialog = await openReview(user);
    await user.type(within(dialog).getByLabelText('Security PIN'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await within(dialog).findByText('The outcome is not known yet')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Check your records' })).toHaveAttribute('href', '/records');
    expect(within(dialog).queryByRole('button', { name: 'Pay' })).toBeNull();
    await user.keyboard('{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('says where to set a PIN when the account has nothing to confirm with, and sends nothing', async () => {
    const user = userEvent.setup();
    const send = vi.fn<Send>();
    renderInEnglish(<Payment send={send} factors={[]} />);
    const dialog = await openReview(user);
    expect(within(dialog).getByRole('link', { name: 'Set a security PIN' })).toHaveAttribute('href', '/set-pin');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(send).not.toHaveBeenCalled();
  });
});
