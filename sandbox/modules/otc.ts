/**
 * OTC module handlers: the desk's coins, currencies, pairs, prices and advert matching here;
 * orders, receipt methods and appeals in the otc-*.ts files beside it.
 */
import type { components } from '../../generated/base.ts';
import { nowIso } from '../core/clock.ts';
import { SandboxFault } from '../core/fault.ts';
import type { ModuleHandlers } from '../core/handler.ts';
import { coinByCode } from '../seed/coins.ts';
import { seedFiats } from '../seed/fiat.ts';
import {
  fiatPrecision,
  pairLimits,
  payTimeLimitMinutes,
  quantityPrecision,
  type Advert,
  type OtcSide,
} from '../seed/otc-adverts.ts';
import { otcCoins, otcFiats, receiptChannelById, type ChannelType } from '../seed/otc-catalog.ts';
import { otcAppealHandlers } from './otc-appeals.ts';
import { amountOn, fitsAdvert, otcCodes, paymentMethodView, requireAmount } from './otc-common.ts';
import { otcOrderHandlers } from './otc-orders.ts';
import { otcReceiptHandlers } from './otc-receipt.ts';
import type { OtcState } from './otc.state.ts';

type Schemas = components['schemas'];

function requireTradedPair(coin: string, fiat: string): void {
  if (!otcCoins.some((c) => c.code === coin) || !otcFiats.some((f) => f.code === fiat)) {
    throw new SandboxFault(otcCodes.pairNotTraded, `${coin}/${fiat} is not traded over the counter`);
  }
}

/** Best for the customer first: the lowest price to buy at, the highest to sell at; then the most reliable merchant. */
const bestFirst = (side: OtcSide) => (a: Advert, b: Advert) =>
  (side === 'buy' ? a.price.comparedTo(b.price) : b.price.comparedTo(a.price)) ||
  Number(b.merchant.completionRate) - Number(a.merchant.completionRate);

const advertsOf = (otc: OtcState, coin: string, fiat: string, side: OtcSide): Advert[] =>
  otc.adverts.filter((a) => a.coin === coin && a.fiat === fiat && a.side === side).sort(bestFirst(side));

const acceptsType = (advert: Advert, type: ChannelType | undefined): boolean =>
  !type || advert.paymentMethodIds.some((id) => receiptChannelById(id)?.type === type);

export const otcHandlers = {
  traderGetCoinList: () =>
    otcCoins.map((c) => {
      const coin = coinByCode(c.code)!;
      return { CoinId: coin.CoinId, CoinCode: coin.Code, CoinName: coin.Name, Precision: c.precision };
    }),

  traderGetLegalCurrencyList: (ctx) =>
    otcFiats.map((f) => {
      const fiat = seedFiats.find((s) => s.Code === f.code)!;
      return {
        Id: fiat.Id,
        Code: fiat.Code,
        Symbol: fiat.Symbol,
        Name: f.name[ctx.language],
        Precision: fiatPrecision,
      };
    }),

  advertisementGetWebsiteCurrencyPairList: (ctx) =>
    otcCoins
      .filter((c) => !ctx.query.CoinCode || c.code === ctx.query.CoinCode)
      .flatMap((c) =>
        otcFiats
          .filter((f) => !ctx.query.FiatCode || f.code === ctx.query.FiatCode)
          .map((f) => {
            const limits = pairLimits(f.code);
            return {
              CoinCode: c.code,
              FiatCode: f.code,
              Min: limits.min.toFixed(),
              Max: limits.max.toFixed(),
              PricePrecision: fiatPrecision,
              QuantityPrecision: quantityPrecision(c.code),
            };
          }),
      ),

  advertisementGetReferencePrice: (ctx) => {
    const { CoinCode, FiatCode, Side } = ctx.body;
    requireTradedPair(CoinCode, FiatCode);
    const best = advertsOf(ctx.state.otc, CoinCode, FiatCode, Side)[0];
    return { CoinCode, FiatCode, Side, Price: best.price.toFixed(fiatPrecision), UpdateTime: nowIso() };
  },

  advertisementMatchAdv: (ctx): Schemas['MatchedAdv'] => {
    const { CoinCode, FiatCode, Side, FiatAmount, Quantity, PaymentMethodType } = ctx.body;
    requireAmount(ctx.body);
    requireTradedPair(CoinCode, FiatCode);
    const advert = advertsOf(ctx.state.otc, CoinCode, FiatCode, Side).find(
      (a) => acceptsType(a, PaymentMethodType) && fitsAdvert(a, amountOn(a, FiatAmount, Quantity)),
    );
    if (!advert)
      throw new SandboxFault(otcCodes.noAdvertMatched, `No ${Side} advert of ${CoinCode}/${FiatCode} fits that amount`);
    const amount = amountOn(advert, FiatAmount, Quantity);
    return {
      AdvId: advert.AdvId,
      MerchantId: advert.merchant.id,
      MerchantName: advert.merchant.name,
      Side: advert.side,
      CoinCode,
      FiatCode,
      Price: advert.price.toFixed(fiatPrecision),
      Min: advert.min.toFixed(),
      Max: advert.max.toFixed(),
      AvailableQuantity: advert.available.toFixed(),
      PaymentMethods: advert.paymentMethodIds.map((id) => paymentMethodView(id, ctx.language)),
      CompletionRate: advert.merchant.completionRate,
      OrderCount: advert.merchant.orderCount,
      PayTimeLimit: payTimeLimitMinutes,
      FiatAmount: amount.fiat.toFixed(fiatPrecision),
      Quantity: amount.quantity.toFixed(),
    };
  },

  ...otcOrderHandlers,
  ...otcReceiptHandlers,
  ...otcAppealHandlers,
} satisfies ModuleHandlers;
