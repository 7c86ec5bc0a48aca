/** One side of the OTC tab: the pair, the amount, the advert it finds, how money moves, and the review. */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { useApiQuery } from '../../../api/query.ts';
import { useAvailableBalance } from '../../../data/spot-balance.ts';
import { Decimal, toDecimal } from '../../../lib/decimal.ts';
import { useSignedIn } from '../../../session/hooks.ts';
import { AmountInput } from '../../../ui/AmountInput.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Figure } from '../../../ui/Figure.tsx';
import { ReviewDialog } from '../../../ui/ReviewDialog.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useSearchState } from '../../../ui/use-search-state.ts';
import { AdvertCard } from './AdvertCard.tsx';
import { MethodChoice } from './MethodChoice.tsx';
import {
  listPath,
  matchQuery,
  orderChanges,
  orderHref,
  otcCalls,
  referencePriceQuery,
  useOtcMutation,
  type AmountIn,
  type OtcPair,
  type OtcSide,
} from './otc-api.ts';
import { refusalWords, useRefusalText } from './otc-refusal.ts';
import { otcSearch } from './otc-search.ts';
import { tradeRows } from './trade-rows.tsx';
import { useSettled } from './use-settled.ts';

const amountLabels = {
  buy: { fiat: 'otc.youPay', coin: 'otc.youBuy' },
  sell: { coin: 'otc.youSell', fiat: 'otc.youGet' },
} as const;

/** An amount from the address, or '' when it is not a plain positive decimal. */
const typedAmount = (text: string): string => (/^\d+(\.\d+)?$/.test(text) && toDecimal(text)?.gt(0) ? text : '');

export function TradeForm({ pairs, side }: { pairs: readonly OtcPair[]; side: OtcSide }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSignedIn();
  const refusalText = useRefusalText();
  const { values, set } = useSearchState(otcSearch);
  const fiats = [...new Set(pairs.map((p) => p.FiatCode))];
  const fiat = fiats.includes(values.fiat) ? values.fiat : fiats[0];
  const pair =
    pairs.find((p) => p.FiatCode === fiat && p.CoinCode === values.coin) ?? pairs.find((p) => p.FiatCode === fiat)!;
  const amount = typedAmount(values.amount);
  const amountIn: AmountIn = values.in || (side === 'buy' ? 'fiat' : 'coin');
  const settled = useSettled(amount);
  const available = useAvailableBalance(side === 'sell' ? pair.CoinCode : '');
  const coinOver = (quantity: string) =>
    side === 'sell' && available !== null && quantity !== '' && new Decimal(quantity).gt(available);
  const typedOver = amountIn === 'coin' && coinOver(amount);
  const price = useApiQuery(referencePriceQuery(pair.CoinCode, pair.FiatCode, side));
  const match = useApiQuery({ ...matchQuery(pair.CoinCode, pair.FiatCode, side, typedOver ? '' : settled, amountIn) });
  const advert = settled === amount ? match.data : undefined;
  const overBalance = typedOver || (advert !== undefined && coinOver(advert.Quantity));
  const [method, setMethod] = useState<{ id: number; name: string } | null>(null);
  const methodId = method?.id ?? 0;
  const [reviewing, setReviewing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const buy = useOtcMutation(otcCalls.buy, orderChanges, true);
  const sell = useOtcMutation(otcCalls.sell, orderChanges, true);

  const ready = advert !== undefined && methodId > 0 && !overBalance;

  const confirm = async () => {
    if (!advert) return;
    const answer =
      side === 'buy'
        ? await buy.send({
            body: {
              AdvId: advert.AdvId,
              ...(amountIn === 'fiat' ? { FiatAmount: amount } : { Quantity: amount }),
              PaymentMethodId: methodId,
            },
          })
        : await sell.send({
            body: {
              AdvId: advert.AdvId,
              Quantity: amountIn === 'coin' ? amount : advert.Quantity,
              ReceiptMethodDetailId: methodId,
            },
          });
    if (answer.ok) return navigate(orderHref(answer.data.OrderId));
    if (answer.error.kind === 'timeout') return setTimedOut(true);
    setError(refusalText(answer.error));
  };

  const matchProblem = match.error && settled === amount ? (refusalWords(match.error) ?? 'otc.refused.noAdvert') : null;
  return (
    <div className="fiat-market__form">
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
        onChange={(next) => set({ amount: next })}
        max={side === 'sell' && amountIn === 'coin' && available !== null ? { amount: available } : undefined}
        error={overBalance ? t('otc.overBalance') : undefined}
      />
      <Button
        variant="ghost"
        className="otc-switch-unit"
        onClick={() => set({ in: amountIn === 'fiat' ? 'coin' : 'fiat', amount: '' })}
      >
        {intl.formatMessage({ id: 'otc.amountIn' }, { code: amountIn === 'fiat' ? pair.CoinCode : pair.FiatCode })}
      </Button>
      <p className="fiat-muted otc-limits">
        {intl.formatMessage(
          { id: 'otc.pairLimits' },
          {
            min: <Figure kind="fiat" currency={pair.FiatCode} value={pair.Min} />,
            max: <Figure kind="fiat" currency={pair.FiatCode} value={pair.Max} />,
          },
        )}
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
                {intl.formatMessage(
                  { id: side === 'buy' ? 'otc.totalBuy' : 'otc.totalSell' },
                  {
                    fiat: <Figure kind="fiat" currency={pair.FiatCode} value={advert.FiatAmount} />,
                    coin: (
                      <Figure
                        kind="amount"
                        precision={pair.QuantityPrecision}
                        unit={pair.CoinCode}
                        value={advert.Quantity}
                      />
                    ),
                  },
                )}
              </p>
              {signedIn && <MethodChoice side={side} advert={advert} selected={methodId} onSelect={setMethod} />}
            </>
          )}
        </>
      )}
      <div className="fiat-market__next">
        {!signedIn ? (
          <Link
            className="ui-button ui-button--primary"
            to={`/user/login?return=${encodeURIComponent(location.pathname + location.search)}`}
          >
            {t('otc.logIn')}
          </Link>
        ) : (
          <Button disabled={!ready} onClick={() => (setError(null), setReviewing(true))}>
            {t('otc.review')}
          </Button>
        )}
      </div>
      <ReviewDialog
        open={reviewing && advert !== undefined}
        title={t(side === 'buy' ? 'otc.reviewBuy' : 'otc.reviewSell')}
        rows={advert ? tradeRows(intl, { side, pair, advert, methodName: method?.name ?? '' }) : []}
        warnings={[t(side === 'buy' ? 'otc.warnBuy' : 'otc.warnSell')]}
        confirmLabel={t(side === 'buy' ? 'otc.confirmBuy' : 'otc.confirmSell')}
        onConfirm={confirm}
        onBack={() => setReviewing(false)}
        error={error}
        outcomeUnknown={
          timedOut
            ? { recordsHref: listPath, recordsLabel: t('otc.links.orders'), onClose: () => setReviewing(false) }
            : null
        }
      />
    </div>
  );
}
