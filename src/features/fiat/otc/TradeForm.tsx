/** One side of the OTC tab: the pair, the amount, the advert it finds, how money moves, and the review. */
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApiQuery } from '../../../api/query.ts';
import { useBalance } from '../../../data/balances.ts';
import { Decimal, toDecimal } from '../../../lib/decimal.ts';
import { MoneyRefusal } from '../../../money-action/MoneyRefusal.tsx';
import { MoneyReview } from '../../../money-action/MoneyReview.tsx';
import { useMoneyAction } from '../../../money-action/use-money-action.ts';
import { useSignedIn } from '../../../session/hooks.ts';
import { AmountInput } from '../../../ui/AmountInput.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Figure } from '../../../ui/Figure.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useSearchState } from '../../../ui/use-search-state.ts';
import { AdvertCard } from './AdvertCard.tsx';
import { MethodChoice } from './MethodChoice.tsx';
import {
  listPath,
  matchQuery,
  orderHref,
  referencePriceQuery,
  type AmountIn,
  type OtcPair,
  type OtcSide,
} from './otc-api.ts';
import { refusalWords } from './otc-refusal.ts';
import { otcSearch } from './otc-search.ts';
import { sendTrade, type Trade, type TradeField, type TradeValues } from './trade-send.ts';
import { tradeRows } from './trade-rows.tsx';
import { useSettled } from './use-settled.ts';
import { useT } from '../../../i18n/use-t.ts';
import { staleAfter } from '../stale.ts';
import { loginHref } from '../../../config/page-paths.ts';
import { ButtonLink } from '../../../ui/ButtonLink.tsx';

const amountLabels = {
  buy: { fiat: 'otc.youPay', coin: 'otc.youBuy' },
  sell: { coin: 'otc.youSell', fiat: 'otc.youGet' },
} as const;

/** An amount from the address, or '' when it is not a plain positive decimal. */
const typedAmount = (text: string): string => (/^\d+(\.\d+)?$/.test(text) && toDecimal(text)?.gt(0) ? text : '');

export function TradeForm({ pairs, side }: { pairs: readonly OtcPair[]; side: OtcSide }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSignedIn();
  const { values, set } = useSearchState(otcSearch);
  const fiats = [...new Set(pairs.map((p) => p.FiatCode))];
  const fiat = fiats.includes(values.fiat) ? values.fiat : fiats[0];
  const pair =
    pairs.find((p) => p.FiatCode === fiat && p.CoinCode === values.coin) ?? pairs.find((p) => p.FiatCode === fiat)!;
  const amount = typedAmount(values.amount);
  const amountIn: AmountIn = values.in || (side === 'buy' ? 'fiat' : 'coin');
  const settled = useSettled(amount);
  const available = useBalance(pair.CoinCode).available;
  const coinOver = (quantity: string) =>
    side === 'sell' && available !== null && quantity !== '' && new Decimal(quantity).gt(available);
  const typedOver = amountIn === 'coin' && coinOver(amount);
  const price = useApiQuery(referencePriceQuery(pair.CoinCode, pair.FiatCode, side));
  const match = useApiQuery({ ...matchQuery(pair.CoinCode, pair.FiatCode, side, typedOver ? '' : settled, amountIn) });
  const advert = settled === amount ? match.data : undefined;
  const overBalance = typedOver || (advert !== undefined && coinOver(advert.Quantity));
  const [method, setMethod] = useState<{ id: number; name: string } | null>(null);
  const methodId = method?.id ?? 0;
  const [refused, setRefused] = useState<{ field: TradeField; id: string } | null>(null);
  const amountField = useRef<HTMLInputElement>(null);
  const methodField = useRef<HTMLDivElement>(null);
  const action = useMoneyAction<Trade, { OrderId: string }, TradeValues>({
    send: sendTrade,
    changes: staleAfter.otcOrder,
    recordsHref: listPath(),
    form: {
      setError: (field, error) => setRefused({ field: field as TradeField, id: error.message ?? '' }),
      setFocus: (field) =>
        (field === 'amount' ? amountField.current : methodField.current?.querySelector('input'))?.focus(),
    },
    onDone: (order) => void navigate(orderHref(order.OrderId)),
  });

  const ready = advert !== undefined && methodId > 0 && !overBalance;
  const refusedOn = (field: TradeField) => (refused?.field === field ? t(refused.id) : undefined);
  const review = () => {
    if (!advert || !method) return;
    setRefused(null);
    action.review({ side, pair, advert, method, amountIn, amount });
  };

  const matchProblem = match.error && settled === amount ? (refusalWords(match.error) ?? 'otc.refused.noAdvert') : null;
  return (
    <div className="fiat-market__form">
      <MoneyRefusal action={action} />
      <div className="fiat-pair">
        <SelectField
          label={t('otc.currency')}
          placeholder={t('otc.choose')}
          options={fiats.map((code) => ({ value: code, label: code }))}
          value={fiat}
          onChange={(event) => set({ fiat: event.target.value, coin: pair.CoinCode })}
        />
        <SelectField
          label={t('otc.coin')}
          placeholder={t('otc.choose')}
          options={pairs.filter((p) => p.FiatCode === fiat).map((p) => ({ value: p.CoinCode, label: p.CoinCode }))}
          value={pair.CoinCode}
          onChange={(event) => set({ coin: event.target.value })}
        />
      </div>
      <p className="otc-reference">
        {t('otc.referencePrice')}{' '}
        {price.data ? (
          <Figure kind="fiat" currency={pair.FiatCode} value={price.data.Price} />
        ) : (
          <Skeleton lines={1} width="6em" />
        )}
        <span className="fiat-muted"> / {pair.CoinCode}</span>
      </p>
      <AmountInput
        label={t(amountLabels[side][amountIn])}
        precision={amountIn === 'fiat' ? pair.PricePrecision : pair.QuantityPrecision}
        unit={amountIn === 'fiat' ? pair.FiatCode : pair.CoinCode}
        value={values.amount}
        ref={amountField}
        onChange={(next) => (setRefused(null), set({ amount: next }))}
        max={side === 'sell' && amountIn === 'coin' && available !== null ? { amount: available } : undefined}
        error={overBalance ? t('otc.overBalance') : refusedOn('amount')}
      />
      <Button
        variant="ghost"
        className="otc-switch-unit"
        onClick={() => set({ in: amountIn === 'fiat' ? 'coin' : 'fiat', amount: '' })}
      >
        {t('otc.amountIn', { code: amountIn === 'fiat' ? pair.CoinCode : pair.FiatCode })}
      </Button>
      <p className="fiat-muted otc-limits">
        {t('otc.pairLimits', {
          min: <Figure kind="fiat" currency={pair.FiatCode} value={pair.Min} />,
          max: <Figure kind="fiat" currency={pair.FiatCode} value={pair.Max} />,
        })}
      </p>
      {amount !== '' && !typedOver && (
        <>
          {matchProblem && (
            <p className="otc-problem" role="status">
              {t(matchProblem)}
            </p>
          )}
          {!matchProblem && !advert && <Skeleton shape="block" height={160} />}
          {advert && (
            <>
              <AdvertCard advert={advert} pair={pair} />
              <p className="otc-total" role="status">
                {t(side === 'buy' ? 'otc.totalBuy' : 'otc.totalSell', {
                  fiat: <Figure kind="fiat" currency={pair.FiatCode} value={advert.FiatAmount} />,
                  coin: (
                    <Figure
                      kind="amount"
                      precision={pair.QuantityPrecision}
                      unit={pair.CoinCode}
                      value={advert.Quantity}
                    />
                  ),
                })}
              </p>
              {signedIn && (
                <div ref={methodField}>
                  <MethodChoice
                    side={side}
                    advert={advert}
                    selected={methodId}
                    onSelect={(next) => (setRefused(null), setMethod(next))}
                    error={refusedOn('method')}
                  />
                </div>
              )}
            </>
          )}
        </>
      )}
      <div className="fiat-market__next">
        {!signedIn ? (
          <ButtonLink to={loginHref(location.pathname + location.search)}>{t('otc.logIn')}</ButtonLink>
        ) : (
          <Button disabled={!ready} onClick={review}>
            {t('otc.review')}
          </Button>
        )}
      </div>
      <MoneyReview
        action={action}
        title={t(side === 'buy' ? 'otc.reviewBuy' : 'otc.reviewSell')}
        rows={action.request ? tradeRows(t, { ...action.request, methodName: action.request.method.name }) : []}
        warnings={[t(side === 'buy' ? 'otc.warnBuy' : 'otc.warnSell')]}
        confirmLabel={t(side === 'buy' ? 'otc.confirmBuy' : 'otc.confirmSell')}
        recordsLabel={t('otc.links.orders')}
      />
    </div>
  );
}
