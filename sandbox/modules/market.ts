/** Market module: market lists and rankings, trading rules, candles and the customer's favourite markets. */
import Decimal from 'decimal.js';
import { now } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { signedIn, type ModuleHandlers } from '../core/handler.ts';
import { seedCoins } from '../seed/coins.ts';
import type { SeedMarket } from '../seed/markets.ts';
import { candleSourceOfMarket, figuresOf } from './market-figures.ts';
import { coinIconUrl } from './market-icons.ts';
import {
  amountPrecisionOf,
  candlesOf,
  candleWindow,
  marketBySymbol,
  pricePrecisionOf,
  usdtPriceOf,
} from './market-prices.ts';
import { listedMarket, listedMarkets, type MarketState } from './market.state.ts';

const recommendedSymbols = ['BTC/USDT', 'ETH/USDT', 'SOL/USDT', 'BNB/USDT', 'XRP/USDT', 'DOGE/USDT'];
const rankSize = 10;
/** Customers registered before the sandbox's own; the statistic adds those who register during a run. */
const registeredElsewhere = 1_284_530;
const feeRate = '0.001';
/** Smallest order value, in USDT; each market asks for its worth in its quote coin. */
const minOrderUsdt = 5;

export const marketRow = (market: SeedMarket, t = now()) => ({
  VarietyId: market.VarietyId,
  Symbol: market.Symbol,
  BaseCoin: market.BaseCoin,
  QuoteCoin: market.QuoteCoin,
  ...figuresOf(market, t),
  IconUrl: coinIconUrl(market.BaseCoin),
});
type MarketRow = ReturnType<typeof marketRow>;

/** What a market traded in 24 hours, in USDT: its volume at its price, in its quote coin's worth. */
const usdtVolume = (row: MarketRow, t: number) =>
  new Decimal(row.Volume24h).mul(row.Price).mul(usdtPriceOf(row.QuoteCoin, t));

function ranked(markets: readonly SeedMarket[], type: 'gainers' | 'losers' | 'volume' | 'new', t: number): MarketRow[] {
  const rows = markets.map((m) => marketRow(m, t));
  const change = (r: MarketRow) => new Decimal(r.Change24h);
  const order: Record<typeof type, (a: MarketRow, b: MarketRow) => number> = {
    gainers: (a, b) => change(b).comparedTo(change(a)),
    losers: (a, b) => change(a).comparedTo(change(b)),
    volume: (a, b) => usdtVolume(b, t).comparedTo(usdtVolume(a, t)),
    // Markets are listed in VarietyId order, so the highest ids are the newest listings.
    new: (a, b) => b.VarietyId - a.VarietyId,
  };
  return rows.sort(order[type]).slice(0, rankSize);
}

function knownMarket(state: MarketState, varietyId: number): SeedMarket {
  const market = listedMarket(state, varietyId);
  if (!market) throw new SandboxFault(codes.notFound, `No market ${varietyId}`);
  return market;
}

function tradeConfig(market: SeedMarket) {
  const amountPlaces = amountPrecisionOf(market.Price);
  const minTotal = new Decimal(minOrderUsdt).div(usdtPriceOf(market.QuoteCoin));
  return {
    VarietyId: market.VarietyId,
    Symbol: market.Symbol,
    PricePrecision: pricePrecisionOf(market.Price),
    AmountPrecision: amountPlaces,
    MinAmount: minTotal.div(market.Price).toDecimalPlaces(amountPlaces, Decimal.ROUND_UP).toFixed(amountPlaces),
    MinTotal: minTotal.toSignificantDigits(2, Decimal.ROUND_UP).toFixed(),
    MakerFeeRate: feeRate,
    TakerFeeRate: feeRate,
  };
}

export const marketHandlers = {
  marketGetMarketRecommendTrends: () => {
    const t = now();
    return recommendedSymbols.map((symbol) => {
      const [base, quote] = symbol.split('/');
      return marketRow(marketBySymbol(base, quote)!, t);
    });
  },

  marketGetMarketTrends: (ctx) => {
    const t = now();
    const quote = ctx.query.quoteCoin;
    return listedMarkets(ctx.state.market)
      .filter((m) => quote === undefined || m.QuoteCoin === quote)
      .map((m) => marketRow(m, t));
  },

  marketGetMarketRank: (ctx) => ranked(listedMarkets(ctx.state.market), ctx.query.type, now()),

  marketGetMarketRealStatistics: (ctx) => {
    const t = now();
    const markets = listedMarkets(ctx.state.market);
    const volume = markets.reduce((sum, m) => sum.plus(usdtVolume(marketRow(m, t), t)), new Decimal(0));
    return {
      Volume24h: volume.toFixed(2),
      MarketCount: markets.length,
      CoinCount: seedCoins.length,
      CustomerCount: registeredElsewhere + ctx.state.core.customers.list.length,
    };
  },

  marketGetTradeConfig: (ctx) => tradeConfig(knownMarket(ctx.state.market, ctx.query.varietyId)),

  marketGetTradeVarieties: (ctx) =>
    listedMarkets(ctx.state.market).map((m) => ({
      VarietyId: m.VarietyId,
      Symbol: m.Symbol,
      BaseCoin: m.BaseCoin,
      QuoteCoin: m.QuoteCoin,
    })),

  lineDataGetLineData: (ctx) => {
    const { VarietyId, Interval, StartTime, EndTime, Limit } = ctx.body;
    const market = knownMarket(ctx.state.market, VarietyId);
    const { start, end } = candleWindow(StartTime, EndTime);
    return candlesOf(candleSourceOfMarket(market), { interval: Interval, start, end, limit: Limit ?? 200 });
  },

  userTransactionGetUserTransactionList: (ctx) => {
    const t = now();
    const ids = ctx.state.market.favorites.get(signedIn(ctx).UserId) ?? [];
    return ids.map((id) => marketRow(knownMarket(ctx.state.market, id), t));
  },

  userTransactionAddOrDelete: (ctx) => {
    const { VarietyId } = ctx.body;
    knownMarket(ctx.state.market, VarietyId);
    const customerId = signedIn(ctx).UserId;
    const ids = ctx.state.market.favorites.get(customerId) ?? [];
    const IsFavorite = !ids.includes(VarietyId);
    ctx.state.market.favorites.set(customerId, IsFavorite ? [VarietyId, ...ids] : ids.filter((id) => id !== VarietyId));
    return { VarietyId, IsFavorite };
  },
} satisfies ModuleHandlers;
