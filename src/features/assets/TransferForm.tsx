/**
 * A transfer between the spot and futures accounts: the direction (switched with one button), the
 * coin, and the amount with Max; both accounts' balances of the coin stay in view. The review sends
 * it once, however often Confirm is pressed.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApiMutation, useApiQuery } from '../../api/query.ts';
import { toDecimal } from '../../lib/decimal.ts';
import { normaliseLanguage } from '../../lib/language.ts';
import { formatAmount } from '../../lib/number-format/format.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { AmountInput } from '../../ui/AmountInput.tsx';
import { Button } from '../../ui/Button.tsx';
import { Figure } from '../../ui/Figure.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { ReviewDialog } from '../../ui/ReviewDialog.tsx';
import { useLeaveGuard } from '../../ui/use-leave-guard.tsx';
import type { AssetCoin } from './assets-api.ts';
import { CoinPicker } from './CoinPicker.tsx';
import { staleAfter } from '../../data/stale.ts';
import { addTransfer, otherAccount, transferableQuery, type Account } from './transfer-api.ts';

interface TransferFormProps {
  coins: readonly AssetCoin[];
  code: string;
  from: Account;
  onChange: (change: { coin?: string; from?: Account }) => void;
  onDone: (message: string) => void;
}

const insufficient = '30001';

export function TransferForm({ coins, code, from, onChange, onDone }: TransferFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const errorText = useApiErrorText();
  const language = normaliseLanguage(intl.locale) ?? 'en';
  const coin = coins.find((c) => c.Code === code);
  const to = otherAccount(from);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const quantity = useApiQuery(transferableQuery(coin?.CoinId, from));
  const transfer = useApiMutation(addTransfer, { changes: staleAfter.transfer, ignore: [insufficient] });
  const leaveGuard = useLeaveGuard(amount !== '' && !reviewing);
  const account = (kind: Account) => t(`assets.transfer.account.${kind}`);
  const movable = quantity.data?.Quantity;

  const review = () => {
    const value = toDecimal(amount);
    if (!value || value.isZero()) return setAmountError(t('assets.withdraw.error.required'));
    if (movable !== undefined && value.gt(movable))
      return setAmountError(
        t('assets.transfer.error.tooMuch', {
          amount: formatAmount(movable, language, { precision: coin?.Precision ?? 8 }),
          coin: code,
        }),
      );
    setAmountError(null);
    setRefusal(null);
    setTimedOut(false);
    setReviewing(true);
  };
  const send = async () => {
    if (!coin) return;
    const answer = await transfer.send({ body: { CoinId: coin.CoinId, Amount: amount, From: from, To: to } });
    if (answer.ok) {
      setReviewing(false);
      setAmount('');
      onDone(
        t('assets.transfer.done', {
          amount: formatAmount(amount, language, { precision: coin.Precision }),
          coin: code,
          to: account(to),
        }),
      );
      return;
    }
    if (answer.error.kind === 'timeout') return setTimedOut(true);
    if (answer.error.kind === 'code' && String(answer.error.code) === insufficient) {
      setReviewing(false);
      setAmountError(t('assets.transfer.error.tooMuchNow'));
      return;
    }
    setRefusal(errorText(answer.error));
  };

  return (
    <>
      <form className="assets-form" noValidate onSubmit={(event) => (event.preventDefault(), review())}>
        <div className="assets-transfer__direction" role="group" aria-label={t('assets.transfer.direction')}>
          <p className="assets-transfer__end">
            <span className="assets-muted">{t('assets.transfer.from')}</span> <strong>{account(from)}</strong>
          </p>
          <Button
            variant="secondary"
            onClick={() => (setAmount(''), setAmountError(null), onChange({ from: to }))}
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
          onChange={(next) => (setAmount(''), setAmountError(null), onChange({ coin: next }))}
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
          <AmountInput
            label={t('assets.transfer.amount')}
            value={amount}
            onChange={(next) => (setAmount(next), setAmountError(null))}
            precision={coin.Precision}
            unit={code}
            max={movable !== undefined ? { amount: movable } : undefined}
            error={amountError ?? undefined}
          />
        )}
        <Button type="submit" disabled={!coin}>
          {t('assets.withdraw.review')}
        </Button>
      </form>
      {reviewing && coin && (
        <ReviewDialog
          open
          title={t('assets.transfer.reviewTitle', { coin: code })}
          rows={[
            { label: t('assets.transfer.from'), value: account(from) },
            { label: t('assets.transfer.to'), value: account(to) },
            {
              label: t('assets.transfer.amount'),
              value: <Figure kind="amount" value={amount} precision={coin.Precision} unit={code} />,
              emphasis: true,
            },
          ]}
          confirmLabel={t('assets.transfer.confirm')}
          onConfirm={send}
          onBack={() => setReviewing(false)}
          error={refusal}
          outcomeUnknown={
            timedOut
              ? {
                  recordsHref: '/assets/financialRecords?type=transfer',
                  onClose: () => (setReviewing(false), setAmount('')),
                }
              : null
          }
        />
      )}
      {leaveGuard}
    </>
  );
}
