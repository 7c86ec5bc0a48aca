import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { renderInEnglish } from '../../tests/setup/render-ui.tsx';
import { useT } from '../i18n/use-t.ts';
import { emptyFactorValues, factorProof, type FactorValues, type SecurityFactor } from '../lib/security-factors.ts';
import { factorChecks, factorShape } from '../lib/security-factor-checks.ts';
import { ReviewDialog } from './ReviewDialog.tsx';
import { SecurityFactorFields } from './SecurityFactorFields.tsx';

type Answer = 'sent' | 'refused' | 'timeout';

/** A withdrawal's review as the assets area would write it, with the send answered by the test. */
function ReviewWithdrawal({
  send,
  factors = ['pin'],
  onBack = () => {},
}: {
  send: (proof: object) => Promise<Answer>;
  factors?: SecurityFactor[];
  onBack?: () => void;
}) {
  const [state, setState] = useState<'review' | 'sent' | 'left'>('review');
  const [error, setError] = useState<string | null>(null);
  const [unknown, setUnknown] = useState(false);
  const { register, handleSubmit, formState } = useForm<FactorValues>({
    resolver: zodResolver(z.object(factorShape).check(...factorChecks(factors, 'all'))),
    defaultValues: emptyFactorValues(factors, 'all'),
  });
  const t = useT();
  const fieldError = (name: keyof FactorValues) => {
    const message = formState.errors[name]?.message;
    return message ? t(message) : undefined;
  };
  const confirm = handleSubmit(async (values) => {
    setError(null);
    const answer = await send(factorProof(values, factors, 'all'));
    if (answer === 'sent') setState('sent');
    if (answer === 'refused') setError('Your balance is not enough for this.');
    if (answer === 'timeout') setUnknown(true);
  });
  return (
    <>
      <p>{state}</p>
      <ReviewDialog
        open={state === 'review'}
        title="Check your withdrawal"
        rows={[
          { label: 'Amount', value: '100 USDT' },
          { label: 'Fee', value: '1 USDT' },
          { label: 'You receive', value: '99 USDT', emphasis: true },
        ]}
        warnings={['A deposit without the memo is lost.']}
        confirmLabel="Withdraw"
        onConfirm={confirm}
        onBack={onBack}
        error={error}
        outcomeUnknown={unknown ? { recordsHref: '/assets/financialRecords', onClose: () => setState('left') } : null}
      >
        {factors.length > 0 && (
          <SecurityFactorFields
            factors={factors}
            need="all"
            fields={{ pin: register('pin') }}
            errors={{ pin: fieldError('pin') }}
            setPinHref="/account/setting#pin"
          />
        )}
      </ReviewDialog>
    </>
  );
}

const deferred = () => {
  let resolve!: (answer: Answer) => void;
  const promise = new Promise<Answer>((yes) => (resolve = yes));
  return { promise, resolve };
};

describe('ReviewDialog', () => {
  it('shows what will be sent and received, the warnings, and starts on the confirmation field', () => {
    renderInEnglish(<ReviewWithdrawal send={async () => 'sent'} />);
    const dialog = screen.getByRole('dialog', { name: 'Check your withdrawal' });
    expect(within(dialog).getByText('You receive').closest('div')).toHaveClass('ui-review__row--emphasis');
    expect(within(dialog).getByText('99 USDT')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Before you confirm' })).toHaveTextContent(
      'A deposit without the memo is lost.',
    );
    expect(within(dialog).getByLabelText('Security PIN')).toHaveFocus();
  });

  it('starts on Back, never on Confirm, when nothing is asked', () => {
    renderInEnglish(<ReviewWithdrawal send={async () => 'sent'} factors={[]} />);
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
  });

  it('sends once for a double click, busy and unable to go back until the answer', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    const send = vi.fn(() => answer.promise);
    const onBack = vi.fn();
    renderInEnglish(<ReviewWithdrawal send={send} onBack={onBack} />);
    const dialog = screen.getByRole('dialog', { name: 'Check your withdrawal' });
    await user.type(within(dialog).getByLabelText('Security PIN'), '123456');
    const withdraw = within(dialog).getByRole('button', { name: 'Withdraw' });
    await user.dblClick(withdraw);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ Pin: '123456' });
    expect(withdraw).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onBack).not.toHaveBeenCalled();
    await act(async () => answer.resolve('sent'));
    expect(screen.getByText('sent')).toBeInTheDocument();
  });

  it('sends once for a held Enter in the confirmation field', async () => {
    const user = userEvent.setup();
    const send = vi.fn(() => deferred().promise);
    renderInEnglish(<ReviewWithdrawal send={send} />);
    await user.type(screen.getByLabelText('Security PIN'), '123456');
    await user.keyboard('{Enter>6/}');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal over the fields and keeps what the customer typed', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async (): Promise<Answer> => 'refused');
    renderInEnglish(<ReviewWithdrawal send={send} />);
    const dialog = screen.getByRole('dialog', { name: 'Check your withdrawal' });
    await user.type(within(dialog).getByLabelText('Security PIN'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your balance is not enough for this.');
    expect(within(dialog).getByLabelText('Security PIN')).toHaveValue('123456');
    expect(within(dialog).getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  });

  it('says the outcome is not known yet after a timeout, points to the records, and offers no retry', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async (): Promise<Answer> => 'timeout');
    renderInEnglish(<ReviewWithdrawal send={send} />);
    const dialog = screen.getByRole('dialog', { name: 'Check your withdrawal' });
    await user.type(within(dialog).getByLabelText('Security PIN'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent('The outcome is not known yet');
    expect(notice).toHaveTextContent('Do not send it again');
    expect(within(notice).getByRole('link', { name: 'Check your records' })).toHaveAttribute(
      'href',
      '/assets/financialRecords',
    );
    expect(within(dialog).queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /try again|retry/i })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull();
    await user.keyboard('{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByText('left')).toBeInTheDocument();
  });

  it('goes back with Escape', () => {
    const onBack = vi.fn();
    renderInEnglish(<ReviewWithdrawal send={async () => 'sent'} onBack={onBack} />);
    fireEvent(screen.getByRole('dialog', { name: 'Check your withdrawal' }), new Event('cancel', { cancelable: true }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
