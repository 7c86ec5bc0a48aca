/**
 * Payment module handlers: what the providers offer (pairs, pay types, channels and their
 * forms) here; orders in payment-orders.ts and FacilitaPay in payment-facilita.ts.
 */
import Decimal from 'decimal.js';
import type { components } from '../../generated/base.ts';
import type { ModuleHandlers } from '../core/handler.ts';
import {
  paymentChannels,
  payTypeNames,
  type Language,
  type PaymentChannel,
  type PaymentSide,
  type Provider,
} from '../seed/payment-catalog.ts';
import { formFieldView } from './form-fields.ts';
import { channelName, fieldsOf, requireChannel } from './payment-common.ts';
import { coinPlaces, fiatPlaces, paymentPrice } from './payment-rules.ts';
import { paymentFacilitaHandlers } from './payment-facilita.ts';
import { paymentOrderHandlers } from './payment-orders.ts';

type Schemas = components['schemas'];

function methodForm(id: number, side: PaymentSide, language: Language): Schemas['PaymentMethodForm'] {
  const channel = requireChannel(id, { side });
  return {
    PayMethodId: channel.id,
    Name: channelName(channel, language),
    Provider: channel.provider,
    PayType: channel.payType,
    Side: channel.side,
    Fields: fieldsOf(channel).map((field) => formFieldView(field, language)),
  };
}

function supportedPairs(): Schemas['PaymentCurrencyPair'][] {
  const byPair = new Map<string, PaymentChannel[]>();
  for (const channel of paymentChannels) {
    for (const coin of channel.coins)
      byPair.set(`${coin}/${channel.fiat}`, [...(byPair.get(`${coin}/${channel.fiat}`) ?? []), channel]);
  }
  return [...byPair.entries()].map(([pair, channels]) => {
    const [coin, fiat] = pair.split('/');
    return {
      CoinCode: coin,
      FiatCode: fiat,
      Providers: [...new Set<Provider>(channels.map((c) => c.provider))],
      BuyEnabled: channels.some((c) => c.side === 'buy'),
      SellEnabled: channels.some((c) => c.side === 'sell'),
      MinFiatAmount: Decimal.min(...channels.map((c) => c.min)).toFixed(),
      MaxFiatAmount: Decimal.max(...channels.map((c) => c.max)).toFixed(),
      BuyPrice: paymentPrice(coin, fiat, 'buy').toFixed(2),
      SellPrice: paymentPrice(coin, fiat, 'sell').toFixed(2),
      CoinPrecision: coinPlaces(coin),
      FiatPrecision: fiatPlaces,
    };
  });
}

const channelsOf = (fiat: string, side: PaymentSide): PaymentChannel[] =>
  paymentChannels.filter((c) => c.fiat === fiat && c.side === side);

export const paymentHandlers = {
  currencyGetWebsiteSupportCurrencyPairList: () => supportedPairs(),

  paymentListGetPayTypeByCurrency: (ctx) => {
    const channels = channelsOf(ctx.query.currency, ctx.query.side);
    const types = [...new Set(channels.map((c) => c.payType))];
    return types.map((t) => ({
      PayType: t,
      Name: payTypeNames[t][ctx.language],
      ChannelCount: channels.filter((c) => c.payType === t).length,
    }));
  },

  paymentListGetPaymentChannelByPayType: (ctx) =>
    channelsOf(ctx.query.currency, ctx.query.side)
      .filter((c) => c.payType === ctx.query.payType)
      .sort((a, b) => new Decimal(a.feeRate).comparedTo(b.feeRate))
      .map((c) => ({
        PayMethodId: c.id,
        Name: channelName(c, ctx.language),
        Provider: c.provider,
        PayType: c.payType,
        Side: c.side,
        FiatCode: c.fiat,
        Coins: c.coins,
        FeeRate: c.feeRate,
        FixedFee: c.fixedFee,
        MinAmount: c.min,
        MaxAmount: c.max,
        ArrivalMinutes: c.arrivalMinutes,
        DailyLimit: c.dailyLimit,
        VerifiedDailyLimit: c.verifiedDailyLimit,
      })),

  ordersGetPayInMethodParam: (ctx) => methodForm(ctx.query.payMethodId, 'buy', ctx.language),
  ordersGetPayOutMethodParam: (ctx) => methodForm(ctx.query.payMethodId, 'sell', ctx.language),

  ...paymentOrderHandlers,
  ...paymentFacilitaHandlers,
} satisfies ModuleHandlers;
