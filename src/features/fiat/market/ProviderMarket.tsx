/**
 * Buy or sell a coin with local money through the payment providers: the pair, the amount in
 * either currency, the ways to pay and each way's channels, then on to the chosen channel's
 * checkout. A visitor explores freely; continuing asks them to log in and comes back with the
 * choices kept (they are all in the address).
 */
import { useApiQuery } from '../../../api/query.ts';
import { useBalance } from '../../../data/balances.ts';
import { Decimal } from '../../../lib/decimal.ts';
import { useSignedIn } from '../../../session/hooks.ts';
import { useDisplayCurrency } from '../../../session/display-currency.ts';
import { Loaded } from '../../../shell/Loaded.tsx';
import { ButtonLink } from '../../../ui/ButtonLink.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { Tabs } from '../../../ui/Tabs.tsx';
import { useSearchState } from '../../../ui/use-search-state.ts';
import { checkoutHref } from '../order-steps.ts';
import {
  channelsQuery,
  pairsQuery,
  payTypesQuery,
  type PayTypeCode,
  type PaymentPair,
  type PaymentSide,
} from '../payment-api.ts';
import { isQuote, otherAmount, orderAmountIn, quoteChannel } from '../payment-quote.ts';
import { AmountPair } from './AmountPair.tsx';
import { ChannelList } from './ChannelList.tsx';
import { marketSearch, typedAmount } from './market-search.ts';
import { PairFields } from './PairFields.tsx';
import { PayTypePicker } from './PayTypePicker.tsx';
import { useT } from '../../../i18n/use-t.ts';

export function ProviderMarket() {
  const t = useT();
  const { values, set } = useSearchState(marketSearch);
  const side = values.side as PaymentSide;
  const pairs = useApiQuery(pairsQuery());
  return (
    <section className="fiat-market" aria-label={t('fiat.section.providers')}>
      <Tabs
        label={t('fiat.market.side')}
        tabs={[
          { id: 'buy', label: t('fiat.market.buy') },
          { id: 'sell', label: t('fiat.market.sell') },
        ]}
        selected={side}
        onSelect={(next) => set({ side: next, payType: '', channel: 0 })}
        look="pills"
        fill
      >
        <Loaded
          query={pairs}
          empty="fiat.market.noPairs"
          isEmpty={(all) => !all.some((pair) => (side === 'buy' ? pair.BuyEnabled : pair.SellEnabled))}
          loading={<Skeleton shape="block" height={320} />}
        >
          {(all) => (
            <MarketForm
              pairs={all.filter((pair) => (side === 'buy' ? pair.BuyEnabled : pair.SellEnabled))}
              side={side}
            />
          )}
        </Loaded>
      </Tabs>
    </section>
  );
}

function MarketForm({ pairs, side }: { pairs: PaymentPair[]; side: PaymentSide }) {
  const t = useT();
  const signedIn = useSignedIn();
  const display = useDisplayCurrency();
  const { values, set } = useSearchState(marketSearch);
  const fiat = pairs.some((p) => p.FiatCode === values.fiat)
    ? values.fiat
    : (pairs.find((p) => p.FiatCode === display) ?? pairs[0]).FiatCode;
  const pair =
    pairs.find((p) => p.FiatCode === fiat && p.CoinCode === values.coin) ??
    pairs.find((p) => p.FiatCode === fiat && p.CoinCode === 'USDT') ??
    pairs.find((p) => p.FiatCode === fiat)!;
  const amount = typedAmount(values.amount);
  const amountIn = values.in as 'fiat' | 'coin';
  const orderAmount = amountIn === orderAmountIn(side) ? amount : otherAmount(pair, side, amountIn, amount);
  const balance = useBalance(pair.CoinCode);
  const available = side === 'sell' && signedIn ? (balance.available?.toFixed() ?? null) : null;

  const payTypes = useApiQuery(payTypesQuery(fiat, side));
  const payType = (
    payTypes.data?.some((p) => p.PayType === values.payType) ? values.payType : (payTypes.data?.[0]?.PayType ?? '')
  ) as PayTypeCode | '';
  const channels = useApiQuery(channelsQuery(fiat, payType, side));
  const chosen = channels.data?.find((c) => c.PayMethodId === values.channel);
  const chosenQuote = chosen ? quoteChannel(chosen, pair, side, orderAmount) : null;
  const overBalance =
    side === 'sell' && available !== null && orderAmount !== '' && new Decimal(orderAmount).gt(available);
  const ready = chosen && isQuote(chosenQuote) && !overBalance;

  return (
    <div className="fiat-market__form">
      <PairFields
        pairs={pairs}
        fiat={fiat}
        coin={pair.CoinCode}
        onChange={(choice) => set({ ...choice, payType: '', channel: 0 })}
      />
      <AmountPair
        pair={pair}
        side={side}
        amount={amount}
        amountIn={amountIn}
        onChange={(next, nextIn) => set({ amount: next, in: nextIn })}
        available={available}
        error={overBalance ? t('fiat.market.overBalance') : undefined}
      />
      <Loaded
        query={payTypes}
        empty="fiat.market.noPayTypes"
        loading={<PayTypePicker payTypes={null} selected="" side={side} onSelect={() => undefined} />}
      >
        {(types) => (
          <PayTypePicker
            payTypes={types}
            selected={payType}
            side={side}
            onSelect={(next) => set({ payType: next, channel: 0 })}
          />
        )}
      </Loaded>
      {payType !== '' && (
        <Loaded query={channels} empty="fiat.market.noChannels" loading={<Skeleton shape="block" height={140} />}>
          {(list) => (
            <ChannelList
              channels={list}
              pair={pair}
              side={side}
              orderAmount={orderAmount}
              selected={values.channel}
              onSelect={(channel) => set({ channel: channel.PayMethodId })}
            />
          )}
        </Loaded>
      )}
      <div className="fiat-market__next">
        {ready ? (
          <ButtonLink
            to={checkoutHref(chosen.Provider, {
              side,
              coin: pair.CoinCode,
              fiat,
              amount: orderAmount,
              payType,
              channel: chosen.PayMethodId,
            })}
          >
            {t(signedIn ? 'fiat.market.continue' : 'fiat.market.logInToContinue')}
          </ButtonLink>
        ) : (
          <p className="fiat-market__hint">
            {t(orderAmount === '' ? 'fiat.market.enterAmount' : 'fiat.market.chooseChannel')}
          </p>
        )}
      </div>
    </div>
  );
}
