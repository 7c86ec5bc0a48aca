/**
 * A transfer between the spot and futures accounts: the direction (switched with one button), the
 * coin, and the amount with Max; both accounts' balances of the coin stay in view. The review shows
 * exactly what moves and sends it once (the money-action kit); a refusal lands on the amount or over
 * the form, and what was typed stays.
 */
import { useForm } from 'react-hook-form';

import { useApiQuery } from '../../api/query.ts';
import { staleAfter } from './stale.ts';
import { toDecimal } from '../../lib/decimal.ts';
import { MoneyRefusal } from '../../money-action/MoneyRefusal.tsx';
import { MoneyReview } from '../../money-action/MoneyReview.tsx';
import { sendOperation } from '../../money-action/outcome.ts';
import { useMoneyAction } from '../../money-action/use-money-action.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { AmountField } from '../../ui/AmountField.tsx';
import { Button } from '../../ui/Button.tsx';
import { Figure } from '../../ui/Figure.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { useLeaveGuard } from '../../ui/use-leave-guard.tsx';
import type { AssetCoin } from './assets-api.ts';
import { CoinPicker } from './CoinPicker.tsx';
import {
  addTransfer,
  otherAccount,
  transferableQuery,
  transferRefusals,
  transfersHref,
  type Account,
  type TransferRequest,
} from './transfer-api.ts';
import { useT } from '../../i18n/use-t.ts';
import { useFigureText } from '../../ui/figure-text.ts';

interface TransferFormProps {
  coins: readonly AssetCoin[];
  code: string;
  from: Account;
  onChange: (change: { coin?: string; from?: Account }) => void;
  onDone: (message: string) => void;
}

interface TransferValues {
  amount: string;
}

export function TransferForm({ coins, code, from, onChange, onDone }: TransferFormProps) {
  const t = useT();
  const errorText = useApiErrorText();
  const figures = useFigureText();
  const coin = coins.find((c) => c.Code === code);
  const to = otherAccount(from);
  const form = useForm<TransferValues>({ defaultValues: { amount: '' } });
  const { handleSubmit, setError, reset, formState } = form;
  const quantity = useApiQuery(transferableQuery(coin?.CoinId, from));
  const movable = quantity.data?.Quantity;
  const shown = (amount: string, precision = coin?.Precision ?? 8) => figures.amount(amount, { precision });
  const account = (kind: Account) => t(`assets.transfer.account.${kind}`);
  const action = useMoneyAction<TransferRequest, unknown, TransferValues>({
    send: ({ request }) => sendOperation(addTransfer, { body: request }, transferRefusals),
    changes: staleAfter.transfer,
    recordsHref: transfersHref(),
    form,
    onDone: (_, sent) => {
      reset();
      onDone(t('assets.transfer.done', { amount: shown(sent.Amount), coin: code, to: account(sent.To) }));
    },
    onUnknownClosed: () => reset(),
  });
  const leaveGuard = useLeaveGuard(formState.isDirty && !['reviewing', 'sending', 'unknown'].includes(action.phase));

  const review = handleSubmit(({ amount }) => {
    if (!coin) return;
    const value = toDecimal(amount);
    if (!value || value.isZero()) return setError('amount', { message: 'assets.withdraw.error.required' });
    if (movable !== undefined && value.gt(movable))
      return setError('amount', { message: 'assets.transfer.error.tooMuch' });
    action.review({ CoinId: coin.CoinId, Amount: amount, From: from, To: to });
  });
  const restart = (change: { coin?: string; from?: Account }) => (reset(), onChange(change));
  const sending = action.request;

  // The review holds a form of its own, so it sits beside this one, never inside it.
  return (
    <>
      <form className="assets-form" noValidate onSubmit={review}>
        <MoneyRefusal action={action} />
        <div className="assets-transfer__direction" role="group" aria-label={t('assets.transfer.direction')}>
          <p className="assets-transfer__end">
            <span className="assets-muted">{t('assets.transfer.from')}</span> <strong>{account(from)}</strong>
          </p>
          <Button
            variant="secondary"
            onClick={() => restart({ from: to })}
            aria-label={t('assets.transfer.switchTo', { from: account(to), to: account(from) })}
          >
            ⇄ {t('assets.transfer.switch')}
          </Button>
          <p className="assets-transfer__end">
            <span className="assets-muted">{t('assets.transfer.to')}</span> <strong>{account(to)}</strong>
          </p>
        </div>
        <CoinPicker
          coins={coins.map((c) => ({ code: c.Code, name: c.Name }))}
          value={coin ? code : ''}
          onChange={(next) => restart({ coin: next })}
        />
        {coin && (
          <dl className="assets-facts" aria-live="polite">
            {(['spot', 'contract'] as const).map((kind) => (
              <div key={kind}>
                <dt>{t('assets.transfer.availableIn', { account: account(kind) })}</dt>
                <dd>
                  <CoinAmount
                    amount={
                      quantity.data
                        ? kind === 'spot'
                          ? quantity.data.SpotAvailable
                          : quantity.data.ContractAvailable
                        : null
                    }
                    coin={code}
                  />
                </dd>
              </div>
            ))}
          </dl>
        )}
        {quantity.isError && <FormAlert>{errorText(quantity.error)}</FormAlert>}
        {coin && (
          <AmountField
            form={form}
            name="amount"
            label={t('assets.transfer.amount')}
            precision={coin.Precision}
            unit={code}
            max={movable !== undefined ? { amount: movable } : undefined}
            error={action.fieldError('amount', {
              amount: movable !== undefined ? shown(String(movable)) : '',
              coin: code,
            })}
          />
        )}
        <Button type="submit" disabled={!coin}>
          {t('assets.withdraw.review')}
        </Button>
      </form>
      {coin && (
        <MoneyReview
          action={action}
          title={t('assets.transfer.reviewTitle', { coin: code })}
          rows={
            sending
              ? [
                  { label: t('assets.transfer.from'), value: account(sending.From) },
                  { label: t('assets.transfer.to'), value: account(sending.To) },
                  {
                    label: t('assets.transfer.amount'),
                    value: <Figure kind="amount" value={sending.Amount} precision={coin.Precision} unit={code} />,
                    emphasis: true,
                  },
                ]
              : []
          }
          confirmLabel={t('assets.transfer.confirm')}
        />
      )}
      {leaveGuard}
    </>
  );
}
