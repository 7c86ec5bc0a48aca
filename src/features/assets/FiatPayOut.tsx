/**
 * Selling a coin for fiat paid to a bank account: the currency, the payment type, the account
 * (saved, recent or new through the server's form) and the amount with its estimated fiat value;
 * then the review and its confirmation.
 */
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useApiQuery } from '../../api/query.ts';
import { useBalance } from '../../data/balances.ts';
import { coinPricesQuery, valueIn } from '../../data/display-value.ts';
import { toDecimal } from '../../lib/decimal.ts';
import { normaliseLanguage } from '../../lib/language.ts';
import { formatFiat } from '../../lib/number-format/format.ts';
import { useDisplayCurrency } from '../../session/display-currency.ts';
import { AmountInput } from '../../ui/AmountInput.tsx';
import { Button } from '../../ui/Button.tsx';
import { Figure } from '../../ui/Figure.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { useLeaveGuard } from '../../ui/use-leave-guard.tsx';
import type { FiatCode } from '../../data/fiat-currencies.ts';
import type { AssetCoin } from './assets-api.ts';
import { BankAccounts } from './BankAccounts.tsx';
import { bankAccountsQuery, paymentTypesQuery, type PayOutOrder } from './payout-api.ts';
import { PayOutReviewDialog } from './PayOutReviewDialog.tsx';

interface PayOutValues {
  fiat: FiatCode;
  payTypeId: string;
  bankAccountId: number | null;
  amount: string;
}

interface FiatPayOutProps {
  coin: AssetCoin;
  account: { email: string };
  setPinHref: string;
  onDone: (messageId: string | null) => void;
}

export function FiatPayOut({ coin, account, setPinHref, onDone }: FiatPayOutProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const language = normaliseLanguage(intl.locale) ?? 'en';
  const display = useDisplayCurrency();
  const { available } = useBalance(coin.Code);
  const start: PayOutValues = {
    fiat: (coin.FiatPayOut.find((f) => f === display) ?? coin.FiatPayOut[0]) as FiatCode,
    payTypeId: '',
    bankAccountId: null,
    amount: '',
  };
  const { control, register, handleSubmit, setError, setValue, formState, reset, clearErrors } = useForm<PayOutValues>({
    defaultValues: start,
  });
  const typed = useWatch({ control }) as PayOutValues;
  const [reviewing, setReviewing] = useState<PayOutValues | null>(null);
  const types = useApiQuery(paymentTypesQuery(typed.fiat, 'out'));
  const bankTypes = (types.data ?? []).filter((type) => type.Channel === 'bank');
  const type = bankTypes.length === 1 ? bankTypes[0] : bankTypes.find((b) => String(b.PayTypeId) === typed.payTypeId);
  const prices = useApiQuery(coinPricesQuery(typed.fiat));
  const accounts = useApiQuery(bankAccountsQuery());
  const chosen = accounts.data?.find((a) => a.Id === reviewing?.bankAccountId);
  const estimate = valueIn(prices.data, typed.amount, coin.Code);
  const leaveGuard = useLeaveGuard(formState.isDirty && !reviewing);

  const errorOf = (name: keyof PayOutValues) => {
    const error = formState.errors[name];
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(error.message);
  };
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
    if (ok) setReviewing(values);
  };
  const finish = (order: PayOutOrder | null) => {
    setReviewing(null);
    reset(start);
    onDone(order ? 'assets.payOut.done' : null);
  };
  const fiatText = (value: ReturnType<typeof toDecimal>) =>
    value ? formatFiat(value, language, { currency: typed.fiat }) : null;

  // Not a <form>: the bank account and review dialogs hold forms of their own, whose submits would
  // reach an enclosing one.
  return (
    <>
      <div className="assets-form">
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
            error={errorOf('payTypeId')}
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
            error={errorOf('bankAccountId')}
          />
        )}
        <Controller
          name="amount"
          control={control}
          render={({ field }) => (
            <AmountInput
              {...field}
              label={t('assets.payOut.amount', { coin: coin.Code })}
              precision={coin.Precision}
              unit={coin.Code}
              max={available ? { amount: available } : undefined}
              approx={fiatText(estimate)}
              error={errorOf('amount')}
            />
          )}
        />
        {type && estimate && (
          <p className="assets-muted">
            {t('assets.payOut.feeRate')} <Figure kind="percent" value={toDecimal(type.FeeRate)?.times(100)} />
          </p>
        )}
        <Button onClick={handleSubmit(check)}>{t('assets.withdraw.review')}</Button>
      </div>
      {reviewing && type && reviewing.bankAccountId !== null && (
        <PayOutReviewDialog
          order={{
            coinId: coin.CoinId,
            amount: reviewing.amount,
            fiatCode: reviewing.fiat,
            payTypeId: type.PayTypeId,
            bankAccountId: reviewing.bankAccountId,
          }}
          rows={[
            { label: t('assets.payOut.type'), value: type.Name },
            {
              label: t('assets.bank.legend'),
              value: chosen ? `${chosen.BankName} · ${chosen.AccountNumber} · ${chosen.AccountName}` : '--',
            },
            {
              label: t('assets.payOut.sell'),
              value: <Figure kind="amount" value={reviewing.amount} precision={coin.Precision} unit={coin.Code} />,
            },
            { label: t('assets.payOut.estimate'), value: fiatText(estimate) ?? '--', emphasis: true },
          ]}
          email={account.email}
          setPinHref={setPinHref}
          onBack={() => setReviewing(null)}
          onDone={finish}
          onUnknown={() => finish(null)}
          onAmountRefused={(message) => {
            setReviewing(null);
            setError('amount', { type: 'server', message }, { shouldFocus: true });
          }}
        />
      )}
      {leaveGuard}
    </>
  );
}
