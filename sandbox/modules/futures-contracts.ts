/**
 * The perpetual contracts with their live prices. A contract's index price is its coin's spot
 * price (the same curve as the spot market), the mark price sits a hair above it and the last
 * trade a hair below, so that futures and spot agree.
 */
import Decimal from 'decimal.js';
import { now } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { seedContracts, type SeedContract } from '../seed/futures-contracts.ts';
import type { SeedMarket } from '../seed/markets.ts';
import { driftFactor } from './market-curve.ts';
import { marketBySymbol, pricePrecisionOf, type CandleSource } from './market-prices.ts';

export type PriceKind = 'trade' | 'index' | 'mark';

/** Offset of each price from the index. */
const shifts: Record<PriceKind, string> = { index: '0', mark: '0.0002', trade: '-0.0001' };

/** Futures trade more than spot: the trade candles' volume is this multiple of the spot volume. */
const volumeMultiple = '1.8';

export const makerFeeRate = new Decimal('0.0002');
export const takerFeeRate = new Decimal('0.0005');

export const symbolOf = (contract: SeedContract): string => `${contract.BaseCoin}USDT`;

export function spotMarketOf(contract: SeedContract): SeedMarket {
  const market = marketBySymbol(contract.BaseCoin, 'USDT');
  if (!market) throw new Error(`No spot market for ${contract.BaseCoin}`);
  return market;
}

export const precisionOf = (contract: SeedContract): number => pricePrecisionOf(spotMarketOf(contract).Price);

export function contractById(contractId: number): SeedContract {
  const contract = seedContracts.find((c) => c.ContractId === contractId);
  if (!contract) throw new SandboxFault(codes.notFound, `No contract ${contractId}`);
  return contract;
}

export function contractBySymbol(symbol: string): SeedContract {
  const contract = seedContracts.find((c) => symbolOf(c) === symbol);
  if (!contract) throw new SandboxFault(codes.notFound, `No contract ${symbol}`);
  return contract;
}

/** What the candles of one price of a contract are drawn from. */
export function candleSourceOf(contract: SeedContract, kind: PriceKind): CandleSource {
  const market = spotMarketOf(contract);
  return {
    curveId: market.VarietyId,
    seedPrice: market.Price,
    volume24h: kind === 'trade' ? new Decimal(market.Volume24h).mul(volumeMultiple).toFixed(2) : null,
    shift: shifts[kind],
  };
}

/** One price of a contract at a time, at the contract's precision; the candles' closes match it. */
export function contractPrice(contract: SeedContract, kind: PriceKind, t = now()): Decimal {
  const market = spotMarketOf(contract);
  return new Decimal(market.Price)
    .mul(new Decimal(1).plus(shifts[kind]))
    .mul(driftFactor(market.VarietyId, t))
    .toDecimalPlaces(precisionOf(contract));
}

export function contractRow(contract: SeedContract, t = now()) {
  const places = precisionOf(contract);
  return {
    ContractId: contract.ContractId,
    Symbol: symbolOf(contract),
    BaseCoin: contract.BaseCoin,
    QuoteCoin: 'USDT',
    Multiplier: contract.Multiplier,
    MaxLeverage: contract.MaxLeverage,
    PricePrecision: places,
    IndexPrice: contractPrice(contract, 'index', t).toFixed(places),
    MarkPrice: contractPrice(contract, 'mark', t).toFixed(places),
    LastPrice: contractPrice(contract, 'trade', t).toFixed(places),
  };
}

/** Margin a number of contracts needs at a price and leverage, in USDT. */
export const marginFor = (contract: SeedContract, volume: number, price: Decimal.Value, leverage: number): Decimal =>
  new Decimal(price).mul(volume).mul(contract.Multiplier).div(leverage).toDecimalPlaces(4);

/** Opening sides (1 open long, 2 open short) hold margin; closing sides do not. */
export const opensPosition = (side: number): boolean => side === 1 || side === 2;

/** Margin an open order holds for its unfilled contracts; none for a closing order. */
export function heldMargin(order: {
  ContractId: number;
  Side: number;
  Volume: number;
  FilledVolume: number;
  Price: string;
  Leverage: number;
}): Decimal {
  if (!opensPosition(order.Side)) return new Decimal(0);
  return marginFor(contractById(order.ContractId), order.Volume - order.FilledVolume, order.Price, order.Leverage);
}

/** Fee of filled contracts: market orders take from the book, limit orders make. */
export const feeFor = (contract: SeedContract, orderType: number, volume: number, price: Decimal.Value): Decimal =>
  new Decimal(price)
    .mul(volume)
    .mul(contract.Multiplier)
    .mul(orderType === 2 ? takerFeeRate : makerFeeRate)
    .toDecimalPlaces(4);
