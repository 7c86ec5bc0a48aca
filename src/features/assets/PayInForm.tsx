/**
 * Buying the coin with local money: the currency, the way to pay and the amount, with the quote
 * following the amount; the review makes the order, once however often Confirm is pressed.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApiMutation, useApiQuery } from '../../api/query.ts';
import { toDecimal } from '../../lib/decimal.ts';
import { normaliseLanguage } from '../../lib/language.ts';
import { formatFiat } from '../../lib/number-format/format.ts';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { AmountInput } from '../../ui/AmountInput.tsx';
import { Button } from '../../ui/Button.tsx';
import { Figure } from '../../ui/Figure.tsx';
import { Empty } from '../../ui/LoadState.tsx';
import { ReviewDialog } from '../../ui/ReviewDialog.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useLeaveGuard } from '../../ui/use-leave-guard.tsx';
import type { FiatCode } from '../../data/fiat-currencies.ts';
import { createPayIn, quoteQuery, type PayInOrder, type RechargeRequest } from './payin-api.ts';
import { PayInQuote } from './PayInQuote.tsx';
import { paymentTypesQuery } from './payout-api.ts';

interface PayInFormProps {
  coin: { id: number; code: string };
  fiats: readonly FiatCode[];
  fiat: FiatCode;
  onFiat: (fiat: FiatCode) => void;
  onCreated: (order: PayInOrder) => void;
}

const outOfRange = '30020';

export function PayInForm({ coin, fiats, fiat, onFiat, onCreated }: PayInFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const language = normaliseLanguage(intl.locale) ?? 'en';
  const errorText = useApiErrorText();
  const [typeId, setTypeId] = useState('');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState<RechargeRequest | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const types = useApiQuery(paymentTypesQuery(fiat, 'in'));
  const type = types.data?.length === 1 ? types.data[0] : types.data?.find((x) => String(x.PayTypeId) === typeId);
  const value = toDecimal(amount);
  const inRange = !!type && !!value && value.gte(type.MinAmount) && value.lte(type.MaxAmount);
  const request: RechargeRequest | null =
    inRange && type ? { FiatCode: fiat, CoinId: coin.id, FiatAmount: amount, PayTypeId: type.PayTypeId } : null;
  const quote = useApiQuery(quoteQuery(request));
  const create = useApiMutation(createPayIn, { changes: [], ignore: [outOfRange] });
  const leaveGuard = useLeaveGuard(amount !== '' && !reviewing);
  const money = (v: string) => formatFiat(v, language, { currency: fiat });

  const review = () => {
    if (!type) return setAmountError(t('assets.payIn.error.type'));
    if (!value || value.isZero()) return setAmountError(t('assets.withdraw.error.required'));
    if (!inRange)
      return setAmountError(t('assets.payIn.error.range', { min: money(type.MinAmount), max: money(type.MaxAmount) }));
    if (!quote.data || !request) return;
    setRefusal(null);
    setTimedOut(false);
    setReviewing(request);
  };
  const send = async () => {
    if (!reviewing) return;
    const answer = await create.send({ body: reviewing });
    if (answer.ok) return onCreated(answer.data);
    if (answer.error.kind === 'timeout') return setTimedOut(true);
    if (answer.error.kind === 'code' && String(answer.error.code) === outOfRange && type) {
      setReviewing(null);
      return setAmountError(t('assets.payIn.error.range', { min: money(type.MinAmount), max: money(type.MaxAmount) }));
    }
    setRefusal(errorText(answer.error));
  };

  return (
    <>
      <form className="assets-form" noValidate onSubmit={(event) => (event.preventDefault(), review())}>
        <SelectField
          label={t('assets.payIn.currency')}
          placeholder={t('assets.payOut.choose')}
          options={fiats.map((f) => ({ value: f, label: f }))}
          field={{
            value: fiat,
            onChange: (event) => (setTypeId(''), setAmount(''), onFiat(event.target.value as FiatCode)),
          }}
        />
        {!types.data ? (
          <Skeleton lines={2} />
        ) : types.data.length === 0 ? (
          <Empty message={t('assets.payIn.noType', { fiat })} />
        ) : (
          <>
            {types.data.length > 1 && (
              <SelectField
                label={t('assets.payIn.type')}
                placeholder={t('assets.payOut.choose')}
                options={types.data.map((x) => ({ value: String(x.PayTypeId), label: x.Name }))}
                field={{ value: typeId, onChange: (event) => setTypeId(event.target.value) }}
              />
            )}
            <AmountInput
              label={t('assets.payIn.amount', { fiat })}
              value={amount}
              onChange={(next) => (setAmount(next), setAmountError(null))}
              precision={2}
              unit={fiat}
              hint={
                type ? t('assets.payIn.limits', { min: money(type.MinAmount), max: money(type.MaxAmount) }) : undefined
              }
              error={amountError ?? undefined}
            />
            {request && quote.data && (
              <PayInQuote quote={quote.data} busy={quote.isPlaceholderData} onExpired={() => void quote.refetch()} />
            )}
            <Button type="submit" disabled={!type}>
              {t('assets.withdraw.review')}
            </Button>
          </>
        )}
      </form>
      {reviewing && quote.data && type && (
        <ReviewDialog
          open
          title={t('assets.payIn.reviewTitle', { coin: coin.code })}
          rows={[
            { label: t('assets.payIn.type'), value: type.Name },
            {
              label: t('assets.payIn.pay'),
              value: <Figure kind="fiat" value={reviewing.FiatAmount} currency={fiat} />,
            },
            { label: t('assets.payIn.rate'), value: <Figure kind="fiat" value={quote.data.Rate} currency={fiat} /> },
            { label: t('assets.payIn.fee'), value: <Figure kind="fiat" value={quote.data.Fee} currency={fiat} /> },
            {
              label: t('assets.payIn.receive'),
              value: <Figure kind="amount" value={quote.data.ReceiveAmount} precision={4} unit={coin.code} />,
              emphasis: true,
            },
          ]}
          warnings={[t('assets.payIn.reviewWarning')]}
          confirmLabel={t('assets.payIn.confirm')}
          onConfirm={send}
          onBack={() => setReviewing(null)}
          error={refusal}
          outcomeUnknown={
            timedOut
              ? {
                  recordsHref: '/assets/financialRecords?type=fiat',
                  onClose: () => (setReviewing(null), setAmount('')),
                }
              : null
          }
        />
      )}
      {leaveGuard}
    </>
  );
}
