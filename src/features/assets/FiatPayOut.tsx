/**
 * Selling a coin for fiat paid to a bank account: the currency, the payment type, the account
 * (saved, recent or new through the server's form) and the amount with its estimated fiat value;
 * then the review, confirmed with the mailed code and the PIN, sent once (the money-action kit).
 * An amount refused lands on the amount; what was typed stays.
 */
import { useForm, useWatch } from 'react-hook-form';

import { useApiQuery } from '../../api/query.ts';
import { useBalance } from '../../data/balances.ts';
import { coinPricesQuery, valueIn } from '../../data/display-value.ts';
import { toDecimal } from '../../lib/decimal.ts';
import { staleAfter } from './stale.ts';
import type { SecurityFactor } from '../../lib/security-factors.ts';
import { MoneyRefusal } from '../../money-action/MoneyRefusal.tsx';
import { MoneyReview } from '../../money-action/MoneyReview.tsx';
import { sendOperation } from '../../money-action/outcome.ts';
import { useMoneyAction } from '../../money-action/use-money-action.ts';
import { useDisplayCurrency } from '../../session/display-currency.ts';
import { AmountField } from '../../ui/AmountField.tsx';
import { Button } from '../../ui/Button.tsx';
import { Figure } from '../../ui/Figure.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { useLeaveGuard } from '../../ui/use-leave-guard.tsx';
import type { FiatCode } from '../../data/fiat-currencies.ts';
import type { AssetCoin } from './assets-api.ts';
import { BankAccounts } from './BankAccounts.tsx';
import {
  bankAccountsQuery,
  createPayOut,
  paymentTypesQuery,
  payOutRefusals,
  payOutsHref,
  type PayOutOrder,
  type PayOutRequest,
} from './payout-api.ts';
import { mailWithdrawalCode } from './withdraw-api.ts';
import { maskEmail } from '../../lib/mask.ts';
import { useT } from '../../i18n/use-t.ts';
import { useFigureText } from '../../ui/figure-text.ts';

interface PayOutValues {
  fiat: FiatCode;
  payTypeId: string;
  bankAccountId: number | null;
  amount: string;
}

export interface FiatPayOutProps {
  coin: AssetCoin;
  account: { email: string };
  setPinHref: string;
  onDone: (messageId: string | null) => void;
}

const factors: SecurityFactor[] = ['email', 'pin'];
type PayOutProof = { EmailCode: string; Pin: string };

export function FiatPayOut({ coin, account, setPinHref, onDone }: FiatPayOutProps) {
  const t = useT();
  const figures = useFigureText();
  const display = useDisplayCurrency();
  const { available } = useBalance(coin.Code);
  const start: PayOutValues = {
    fiat: (coin.FiatPayOut.find((f) => f === display) ?? coin.FiatPayOut[0]) as FiatCode,
    payTypeId: '',
    bankAccountId: null,
    amount: '',
  };
  const form = useForm<PayOutValues>({ defaultValues: start });
  const { control, register, handleSubmit, setError, setValue, formState, reset, clearErrors } = form;
  const typed = useWatch({ control }) as PayOutValues;
  const types = useApiQuery(paymentTypesQuery(typed.fiat, 'out'));
  const bankTypes = (types.data ?? []).filter((type) => type.Channel === 'bank');
  const type = bankTypes.length === 1 ? bankTypes[0] : bankTypes.find((b) => String(b.PayTypeId) === typed.payTypeId);
  const prices = useApiQuery(coinPricesQuery(typed.fiat));
  const accounts = useApiQuery(bankAccountsQuery());
  const action = useMoneyAction<PayOutRequest, PayOutOrder, PayOutValues>({
    // The review asks for both the mailed code and the PIN (need 'all'), so the proof holds both.
    send: ({ request, proof }) =>
      sendOperation(createPayOut, { body: { ...request, ...(proof as PayOutProof) } }, payOutRefusals),
    changes: staleAfter.payOut,
    recordsHref: payOutsHref(),
    factors,
    need: 'all',
    form,
    onDone: () => (reset(start), onDone('assets.payOut.done')),
    onUnknownClosed: () => (reset(start), onDone(null)),
  });
  const sending = action.request;
  const chosen = accounts.data?.find((a) => a.Id === sending?.BankAccountId);
  const estimate = valueIn(prices.data, typed.amount, coin.Code);
  const sentEstimate = sending ? valueIn(prices.data, sending.Amount, coin.Code) : null;
  const leaveGuard = useLeaveGuard(formState.isDirty && !['reviewing', 'sending', 'unknown'].includes(action.phase));

  const check = (values: PayOutValues) => {
    clearErrors();
    const amount = toDecimal(values.amount);
    let ok = true;
    if (!type) ok = (setError('payTypeId', { message: 'assets.payOut.error.type' }), false);
    if (values.bankAccountId === null)
      ok = (setError('bankAccountId', { message: 'assets.payOut.error.account' }), false);
    if (!amount || amount.isZero()) ok = (setError('amount', { message: 'assets.withdraw.error.required' }), false);
    else if (amount.gt(available ?? 0))
      ok = (setError('amount', { message: 'assets.withdraw.error.aboveBalance' }), false);
    if (!ok || !type || values.bankAccountId === null) return;
    action.review({
      CoinId: coin.CoinId,
      Amount: values.amount,
      FiatCode: values.fiat,
      PayTypeId: type.PayTypeId,
      BankAccountId: values.bankAccountId,
    });
  };
  const fiatText = (value: ReturnType<typeof toDecimal>) =>
    value ? figures.fiat(value, { currency: typed.fiat }) : null;

  // Not a <form>: the bank account and review dialogs hold forms of their own, whose submits would
  // reach an enclosing one.
  return (
    <>
      <div className="assets-form">
        <MoneyRefusal action={action} />
        {coin.FiatPayOut.length > 1 && (
          <SelectField
            label={t('assets.payOut.currency')}
            placeholder={t('assets.payOut.choose')}
            options={coin.FiatPayOut.map((f) => ({ value: f, label: f }))}
            field={register('fiat')}
          />
        )}
        {bankTypes.length > 1 && (
          <SelectField
            label={t('assets.payOut.type')}
            placeholder={t('assets.payOut.choose')}
            options={bankTypes.map((b) => ({ value: String(b.PayTypeId), label: b.Name }))}
            field={register('payTypeId')}
            error={action.fieldError('payTypeId')}
          />
        )}
        {type && (
          <p className="assets-muted">
            {t('assets.payOut.limits', {
              type: type.Name,
              min: fiatText(toDecimal(type.MinAmount)) ?? '',
              max: fiatText(toDecimal(type.MaxAmount)) ?? '',
            })}
          </p>
        )}
        {type && (
          <BankAccounts
            coinId={coin.CoinId}
            payTypeId={type.PayTypeId}
            fiatCode={typed.fiat}
            value={typed.bankAccountId}
            onChange={(id) => setValue('bankAccountId', id, { shouldDirty: true })}
            error={action.fieldError('bankAccountId')}
          />
        )}
        <AmountField
          form={form}
          name="amount"
          label={t('assets.payOut.amount', { coin: coin.Code })}
          precision={coin.Precision}
          unit={coin.Code}
          max={available ? { amount: available } : undefined}
          approx={fiatText(estimate)}
          error={action.fieldError('amount')}
        />
        {type && estimate && (
          <p className="assets-muted">
            {t('assets.payOut.feeRate')} <Figure kind="percent" value={toDecimal(type.FeeRate)?.times(100)} />
          </p>
        )}
        <Button onClick={handleSubmit(check)}>{t('assets.withdraw.review')}</Button>
      </div>
      <MoneyReview
        action={action}
        title={t('assets.payOut.reviewTitle')}
        rows={
          sending
            ? [
                { label: t('assets.payOut.type'), value: type?.Name ?? '--' },
                {
                  label: t('assets.bank.legend'),
                  value: chosen ? `${chosen.BankName} · ${chosen.AccountNumber} · ${chosen.AccountName}` : '--',
                },
                {
                  label: t('assets.payOut.sell'),
                  value: <Figure kind="amount" value={sending.Amount} precision={coin.Precision} unit={coin.Code} />,
                },
                {
                  label: t('assets.payOut.estimate'),
                  value: (sentEstimate && figures.fiat(sentEstimate, { currency: sending.FiatCode })) ?? '--',
                  emphasis: true,
                },
              ]
            : []
        }
        warnings={[t('assets.payOut.reviewWarning')]}
        confirmLabel={t('assets.payOut.confirm')}
        setPinHref={setPinHref}
        onSendCode={{ email: () => mailWithdrawalCode(account.email, 'fiatWithdraw') }}
        sentTo={{ email: maskEmail(account.email) }}
      />
      {leaveGuard}
    </>
  );
}
