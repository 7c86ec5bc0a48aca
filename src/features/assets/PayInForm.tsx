/**
 * Buying the coin with local money: the currency, the way to pay and the amount, with the quote
 * following the amount; the review makes the order once (the money-action kit). An amount refused
 * lands on the amount; what was typed stays.
 */
import { useForm, useWatch } from 'react-hook-form';

import { useApiQuery } from '../../api/query.ts';
import { staleAfter } from './stale.ts';
import { toDecimal } from '../../lib/decimal.ts';
import { MoneyRefusal } from '../../money-action/MoneyRefusal.tsx';
import { MoneyReview } from '../../money-action/MoneyReview.tsx';
import { sendOperation } from '../../money-action/outcome.ts';
import { useMoneyAction } from '../../money-action/use-money-action.ts';
import { AmountField } from '../../ui/AmountField.tsx';
import { Button } from '../../ui/Button.tsx';
import { Figure } from '../../ui/Figure.tsx';
import { Empty } from '../../ui/LoadState.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useLeaveGuard } from '../../ui/use-leave-guard.tsx';
import type { FiatCode } from '../../data/fiat-currencies.ts';
import {
  createPayIn,
  payInRefusals,
  payInsHref,
  quoteQuery,
  type PayInOrder,
  type PayInQuoteData,
  type RechargeRequest,
} from './payin-api.ts';
import { PayInQuote } from './PayInQuote.tsx';
import { paymentTypesQuery } from './payout-api.ts';
import { useT } from '../../i18n/use-t.ts';
import { useFigureText } from '../../ui/figure-text.ts';

interface PayInFormProps {
  coin: { id: number; code: string };
  fiats: readonly FiatCode[];
  fiat: FiatCode;
  onFiat: (fiat: FiatCode) => void;
  onCreated: (order: PayInOrder) => void;
}

interface PayInValues {
  typeId: string;
  amount: string;
}

/** What the review shows: the order's request and the quote it was reviewed with. */
interface PayInReview {
  request: RechargeRequest;
  quote: PayInQuoteData;
  typeName: string;
}

export function PayInForm({ coin, fiats, fiat, onFiat, onCreated }: PayInFormProps) {
  const t = useT();
  const figures = useFigureText();
  const form = useForm<PayInValues>({ defaultValues: { typeId: '', amount: '' } });
  const { control, register, handleSubmit, setError, reset, formState } = form;
  const { typeId, amount } = useWatch({ control }) as PayInValues;
  const types = useApiQuery(paymentTypesQuery(fiat, 'in'));
  const type = types.data?.length === 1 ? types.data[0] : types.data?.find((x) => String(x.PayTypeId) === typeId);
  const value = toDecimal(amount);
  const inRange = !!type && !!value && value.gte(type.MinAmount) && value.lte(type.MaxAmount);
  const request: RechargeRequest | null =
    inRange && type ? { FiatCode: fiat, CoinId: coin.id, FiatAmount: amount, PayTypeId: type.PayTypeId } : null;
  const quote = useApiQuery(quoteQuery(request));
  const action = useMoneyAction<PayInReview, PayInOrder, PayInValues>({
    send: ({ request: reviewed }) => sendOperation(createPayIn, { body: reviewed.request }, payInRefusals),
    changes: staleAfter.moneyMoved,
    recordsHref: payInsHref(),
    form,
    onDone: onCreated,
    onUnknownClosed: () => reset(),
  });
  const leaveGuard = useLeaveGuard(formState.isDirty && !['reviewing', 'sending', 'unknown'].includes(action.phase));
  const money = (v: string) => figures.fiat(v, { currency: fiat });
  const limits = () => (type ? { min: money(type.MinAmount), max: money(type.MaxAmount) } : undefined);

  const review = handleSubmit(() => {
    if (!type) return setError('amount', { message: 'assets.payIn.error.type' });
    if (!value || value.isZero()) return setError('amount', { message: 'assets.withdraw.error.required' });
    if (!inRange) return setError('amount', { message: 'assets.payIn.error.range' });
    if (!quote.data || !request) return;
    action.review({ request, quote: quote.data, typeName: type.Name });
  });
  const reviewed = action.request;
  // A quote renewed while the review is open (for the same request) is the one shown.
  const shown = quote.data ?? reviewed?.quote;

  return (
    <>
      <form className="assets-form" noValidate onSubmit={review}>
        <MoneyRefusal action={action} />
        <SelectField
          label={t('assets.payIn.currency')}
          placeholder={t('assets.payOut.choose')}
          options={fiats.map((f) => ({ value: f, label: f }))}
          field={{
            value: fiat,
            onChange: (event) => (reset(), onFiat(event.target.value as FiatCode)),
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
                field={register('typeId')}
              />
            )}
            <AmountField
              form={form}
              name="amount"
              label={t('assets.payIn.amount', { fiat })}
              precision={2}
              unit={fiat}
              hint={type ? t('assets.payIn.limits', limits()) : undefined}
              error={action.fieldError('amount', limits())}
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
      <MoneyReview
        action={action}
        title={t('assets.payIn.reviewTitle', { coin: coin.code })}
        rows={
          reviewed && shown
            ? [
                { label: t('assets.payIn.type'), value: reviewed.typeName },
                {
                  label: t('assets.payIn.pay'),
                  value: <Figure kind="fiat" value={reviewed.request.FiatAmount} currency={fiat} />,
                },
                {
                  label: t('assets.payIn.rate'),
                  value: <Figure kind="fiat" value={shown.Rate} currency={fiat} />,
                },
                {
                  label: t('assets.payIn.fee'),
                  value: <Figure kind="fiat" value={shown.Fee} currency={fiat} />,
                },
                {
                  label: t('assets.payIn.receive'),
                  value: <Figure kind="amount" value={shown.ReceiveAmount} precision={4} unit={coin.code} />,
                  emphasis: true,
                },
              ]
            : []
        }
        warnings={[t('assets.payIn.reviewWarning')]}
        confirmLabel={t('assets.payIn.confirm')}
      />
      {leaveGuard}
    </>
  );
}
