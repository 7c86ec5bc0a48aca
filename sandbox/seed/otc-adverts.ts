/**
 * Merchant adverts of the OTC desk, built from the merchant table: every merchant posts a buy
 * and a sell advert for each OTC coin in each fiat it serves, priced a little either side of
 * the coin's USDT price times the fiat's USDT rate.
 */
import Decimal from 'decimal.js';
import { coinByCode } from './coins.ts';
import { seedFiats } from './fiat.ts';
import { otcCoins, otcFiats, receiptChannels, seedMerchants, type SeedMerchant } from './otc-catalog.ts';

export type OtcSide = 'buy' | 'sell';

export interface Advert {
  AdvId: number;
  merchant: SeedMerchant;
  /** The customer side the advert serves: a buy advert sells coin to customers. */
  side: OtcSide;
  coin: string;
  fiat: string;
  price: Decimal;
  /** Limits of one order, in fiat. */
  min: Decimal;
  max: Decimal;
  /** Coin still on offer; orders reserve from it and cancellations give it back. */
  available: Decimal;
  paymentMethodIds: number[];
}

/** Minutes a buyer has to pay an order. */
export const payTimeLimitMinutes = 15;
export const fiatPrecision = 2;

/** Fiat for one coin at the market: the coin's USDT price times the fiat's USDT rate. */
export function marketPrice(coin: string, fiat: string): Decimal {
  const usdt = coinByCode(coin)?.PriceUsdt ?? '0';
  const rate = seedFiats.find((f) => f.Code === fiat)?.RateToUsdt ?? '0';
  return new Decimal(usdt).times(rate);
}

export const fiatRate = (fiat: string): Decimal =>
  new Decimal(seedFiats.find((f) => f.Code === fiat)?.RateToUsdt ?? '0');

/** Order limits of a pair, in fiat: the worth of 10 to 20,000 USDT. */
export const pairLimits = (fiat: string): { min: Decimal; max: Decimal } => ({
  min: fiatRate(fiat).times(10).toDecimalPlaces(0, Decimal.ROUND_UP),
  max: fiatRate(fiat).times(20_000).toDecimalPlaces(0, Decimal.ROUND_DOWN),
});

export const quantityPrecision = (coin: string): number => otcCoins.find((c) => c.code === coin)?.precision ?? 2;

function advertOf(
  id: number,
  m: number,
  merchant: SeedMerchant,
  coinIndex: number,
  fiat: string,
  side: OtcSide,
): Advert {
  const coin = otcCoins[coinIndex].code;
  const fiatIndex = otcFiats.findIndex((f) => f.code === fiat);
  const s = side === 'buy' ? 0 : 1;
  // Spreads between 0.3% and 2.2%, varied per merchant, coin, fiat and side so that each
  // pair has one clear best advert.
  const premium = new Decimal(30 + ((m * 37 + coinIndex * 11 + s * 53 + fiatIndex * 17) % 190)).div(10_000);
  const reference = marketPrice(coin, fiat);
  const price = (
    side === 'buy' ? reference.times(premium.plus(1)) : reference.times(new Decimal(1).minus(premium))
  ).toDecimalPlaces(fiatPrecision);
  const stockUsdt = new Decimal(2_000 + ((m * 7_919 + coinIndex * 1_049 + s * 31) % 48_000));
  const coinUsdt = new Decimal(coinByCode(coin)?.PriceUsdt ?? '1');
  const available = stockUsdt.div(coinUsdt).toDecimalPlaces(quantityPrecision(coin), Decimal.ROUND_DOWN);
  const rate = fiatRate(fiat);
  const min = rate.times(10 + (m % 4) * 15).toDecimalPlaces(0, Decimal.ROUND_UP);
  const max = Decimal.min(rate.times(2_000 + m * 500), available.times(price)).toDecimalPlaces(0, Decimal.ROUND_DOWN);
  const channels = receiptChannels.filter((c) => c.fiats.includes(fiat));
  const chosen = channels.filter((_, k) => k === 0 || (k + m + s) % 2 === 0);
  return {
    AdvId: id,
    merchant,
    side,
    coin,
    fiat,
    price,
    min,
    max,
    available,
    paymentMethodIds: chosen.map((c) => c.id),
  };
}

export function buildAdverts(): Advert[] {
  const adverts: Advert[] = [];
  seedMerchants.forEach((merchant, m) => {
    for (const fiat of merchant.fiats) {
      otcCoins.forEach((_, coinIndex) => {
        for (const side of ['buy', 'sell'] as const)
          adverts.push(advertOf(1001 + adverts.length, m, merchant, coinIndex, fiat, side));
      });
    }
  });
  return adverts;
}
