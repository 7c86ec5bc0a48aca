/**
 * Builds the demo customer's futures book from the seed tables and holds the margins of its
 * open orders and positions in the futures wallet. Ids follow creation time, as the backend's would.
 */
import Decimal from 'decimal.js';
import { balanceOf, freeze, type BalanceStore } from '../state/balances.ts';
import { coinByCode } from '../seed/coins.ts';
import {
  seedActiveKillOrFills,
  seedActiveOrders,
  seedActivePlans,
  seedBills,
  seedHistoryKillOrFills,
  seedHistoryOrders,
  seedHistoryPlans,
  seedPositions,
  type SeedFuturesOrder,
  type SeedFuturesPlan,
  type SeedKillOrFill,
} from '../seed/futures-orders.ts';
import type { SeedContract } from '../seed/futures-contracts.ts';
import {
  contractBySymbol,
  feeFor,
  heldMargin,
  marginFor,
  opensPosition,
  precisionOf,
  spotMarketOf,
} from './futures-contracts.ts';
import type {
  FuturesBill,
  FuturesBook,
  FuturesKillOrFillOrder,
  FuturesOrder,
  FuturesOrderExtra,
  FuturesPlanOrder,
  FuturesPosition,
} from './futures-records.ts';

const HOUR = 3_600_000;
const iso = (t: number) => new Date(t).toISOString();
const priceAt = (contract: SeedContract, factor: string) =>
  new Decimal(spotMarketOf(contract).Price).mul(factor).toFixed(precisionOf(contract));

/** How long after its creation an order filled: at once for a market order, minutes for a limit order. */
const fillDelay = (seed: SeedFuturesOrder, index: number) =>
  seed.type === 2 ? 1_000 : (((index * 23) % 45) + 2) * 60_000;

function orderOf(seed: SeedFuturesOrder, index: number, t: number, finished: boolean): FuturesOrder {
  const contract = contractBySymbol(seed.symbol);
  const price = priceAt(contract, seed.priceFactor);
  const created = t - seed.hoursAgo * HOUR;
  const filled = seed.filled > 0;
  const Status = finished ? (seed.filled === seed.volume ? 3 : 4) : filled ? 2 : 1;
  const updated = Status === 4 ? created + 2 * HOUR : filled ? created + fillDelay(seed, index) : created;
  return {
    OrderId: 0,
    ContractId: contract.ContractId,
    Symbol: seed.symbol,
    Side: seed.side,
    OrderType: seed.type,
    Leverage: seed.leverage,
    Price: seed.type === 2 ? '0' : price,
    Volume: seed.volume,
    FilledVolume: seed.filled,
    AvgPrice: filled ? price : '0',
    Margin: opensPosition(seed.side) ? marginFor(contract, seed.volume, price, seed.leverage).toFixed(4) : '0',
    Fee: feeFor(contract, seed.type, seed.filled, price).toFixed(4),
    Status,
    CreateTime: iso(created),
    UpdateTime: iso(updated),
  };
}

function planOf(seed: SeedFuturesPlan, t: number): FuturesPlanOrder {
  const contract = contractBySymbol(seed.symbol);
  return {
    OrderId: 0,
    ContractId: contract.ContractId,
    Symbol: seed.symbol,
    Side: seed.side,
    Leverage: seed.leverage,
    TriggerPrice: priceAt(contract, seed.triggerFactor),
    Price: seed.priceFactor === null ? '0' : priceAt(contract, seed.priceFactor),
    Volume: seed.volume,
    Status: seed.status,
    CreateTime: iso(t - seed.hoursAgo * HOUR),
    TriggerTime: seed.triggeredHoursAgo === null ? null : iso(t - seed.triggeredHoursAgo * HOUR),
  };
}

function killOrFillOf(seed: SeedKillOrFill, t: number): FuturesKillOrFillOrder {
  const contract = contractBySymbol(seed.symbol);
  const created = t - seed.hoursAgo * HOUR;
  // A filled or killed order ends the moment its price is reached; a cancelled one when the customer gives up.
  const ended = seed.status === 1 ? created : seed.status === 4 ? created + 3 * HOUR : created + 40 * 60_000;
  return {
    OrderId: 0,
    ContractId: contract.ContractId,
    Symbol: seed.symbol,
    Side: seed.side,
    Leverage: seed.leverage,
    Price: priceAt(contract, seed.priceFactor),
    Volume: seed.volume,
    Status: seed.status,
    CreateTime: iso(created),
    UpdateTime: iso(ended),
  };
}

/** Bills oldest first, each with the wallet balance after it, ending at the wallet's seeded balance. */
function billsOf(finalBalance: Decimal, t: number): FuturesBill[] {
  const usdt = coinByCode('USDT')!;
  const later = seedBills.reduce((sum, b) => sum.plus(b.amount ?? 0), new Decimal(0));
  let balance = new Decimal(0);
  return seedBills.map((seed, i) => {
    const amount = new Decimal(seed.amount ?? finalBalance.minus(later));
    balance = balance.plus(amount);
    return {
      BillId: 9_000_001 + i,
      CoinId: usdt.CoinId,
      Coin: usdt.Code,
      ContractId: seed.symbol === null ? null : contractBySymbol(seed.symbol).ContractId,
      Symbol: seed.symbol,
      BillType: seed.billType,
      BillTradeType: seed.tradeType,
      Amount: amount.toFixed(4),
      Balance: balance.toFixed(4),
      CreateTime: iso(t - seed.hoursAgo * HOUR),
    };
  });
}

function positionsOf(): FuturesPosition[] {
  return seedPositions.map((seed) => {
    const contract = contractBySymbol(seed.symbol);
    const entryPrice = priceAt(contract, seed.entryFactor);
    return {
      ContractId: contract.ContractId,
      long: seed.long,
      volume: seed.volume,
      entryPrice,
      leverage: seed.leverage,
      margin: marginFor(contract, seed.volume, entryPrice, seed.leverage).toFixed(4),
    };
  });
}

const byTime = <T extends { CreateTime: string }>(a: T, b: T) => Date.parse(a.CreateTime) - Date.parse(b.CreateTime);

function numberByTime<T extends { CreateTime: string; OrderId: number }>(rows: T[], first: number): void {
  [...rows].sort(byTime).forEach((row, i) => (row.OrderId = first + i));
}

/** High leverage is taken in isolated margin, the rest in cross margin. */
const marginModeOf = (leverage: number): FuturesOrderExtra['marginMode'] => (leverage >= 20 ? 'isolated' : 'cross');

/**
 * What the detail of a seeded order adds: the plan that placed it (a triggered plan of the same
 * contract and side, triggered when the order was made) and the PnL its closing bill realised.
 */
function extraOf(seed: SeedFuturesOrder): FuturesOrderExtra {
  const placedBy = seedHistoryPlans.find(
    (p) => p.symbol === seed.symbol && p.side === seed.side && p.triggeredHoursAgo === seed.hoursAgo,
  );
  const closing = seedBills.filter(
    (b) => b.billType === 3 && b.symbol === seed.symbol && b.tradeType === seed.side && b.hoursAgo === seed.hoursAgo,
  );
  const pnl = closing.reduce((sum, b) => sum.plus(b.amount ?? 0), new Decimal(0));
  return {
    marginMode: marginModeOf(seed.leverage),
    triggerPrice: placedBy ? priceAt(contractBySymbol(seed.symbol), placedBy.triggerFactor) : null,
    realisedPnl: pnl.toFixed(4),
  };
}

export function seedDemoBook(wallet: BalanceStore, customerId: number, t: number): FuturesBook {
  const book: FuturesBook = {
    activeOrders: seedActiveOrders.map((o, i) => orderOf(o, i, t, false)),
    historyOrders: seedHistoryOrders.map((o, i) => orderOf(o, i, t, true)),
    activePlans: seedActivePlans.map((p) => planOf(p, t)),
    historyPlans: seedHistoryPlans.map((p) => planOf(p, t)),
    activeKillOrFills: seedActiveKillOrFills.map((k) => killOrFillOf(k, t)),
    historyKillOrFills: seedHistoryKillOrFills.map((k) => killOrFillOf(k, t)),
    bills: billsOf(balanceOf(wallet, customerId, 'USDT').available, t),
    positions: positionsOf(),
    extras: new Map(),
    fills: [],
    triggers: [],
  };
  numberByTime([...book.activeOrders, ...book.historyOrders], 3_100_001);
  numberByTime([...book.activePlans, ...book.historyPlans], 3_200_001);
  numberByTime([...book.activeKillOrFills, ...book.historyKillOrFills], 3_300_001);
  const seeds = [...seedActiveOrders, ...seedHistoryOrders];
  [...book.activeOrders, ...book.historyOrders].forEach((order, i) =>
    book.extras.set(order.OrderId, extraOf(seeds[i])),
  );
  book.fills = seedActiveOrders.flatMap((seed, i) =>
    (seed.fills ?? []).map(([hours, volume]) => ({
      orderId: book.activeOrders[i].OrderId,
      at: t + hours * HOUR,
      volume,
    })),
  );
  book.triggers = seedActivePlans.flatMap((seed, i) =>
    seed.triggersAfterHours === undefined
      ? []
      : [{ orderId: book.activePlans[i].OrderId, at: t + seed.triggersAfterHours * HOUR }],
  );
  for (const order of book.activeOrders) freeze(wallet, customerId, 'USDT', heldMargin(order));
  for (const position of book.positions) freeze(wallet, customerId, 'USDT', position.margin);
  return book;
}
