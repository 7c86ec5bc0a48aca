/**
 * The demo customer's futures records. Prices are factors of the contract's seed price, so
 * they stay believable next to the live price; times are hours before the sandbox starts.
 * Sides: 1 open long, 2 open short, 3 close long, 4 close short. Types: 1 limit, 2 market.
 */
export type SeedFuturesSide = 1 | 2 | 3 | 4;

export interface SeedFuturesOrder {
  symbol: string;
  side: SeedFuturesSide;
  type: 1 | 2;
  priceFactor: string;
  volume: number;
  filled: number;
  leverage: number;
  hoursAgo: number;
  /** Fills still to come, each `[hours after the sandbox starts, contracts]`: the market reaches the order. */
  fills?: [number, number][];
}

const order = (
  symbol: string,
  side: SeedFuturesSide,
  type: 1 | 2,
  priceFactor: string,
  volume: number,
  filled: number,
  leverage: number,
  hoursAgo: number,
): SeedFuturesOrder => ({ symbol, side, type, priceFactor, volume, filled, leverage, hoursAgo });

/**
 * Resting limit orders away from the price; the opening ones hold margin. As the sandbox clock
 * moves, the BTC long fills in two steps and the SOL long fills its rest.
 */
export const seedActiveOrders: SeedFuturesOrder[] = [
  {
    ...order('BTCUSDT', 1, 1, '0.955', 100, 0, 20, 3),
    fills: [
      [1, 40],
      [3, 60],
    ],
  },
  order('ETHUSDT', 2, 1, '1.045', 50, 0, 10, 8),
  { ...order('SOLUSDT', 1, 1, '0.95', 30, 10, 5, 26), fills: [[2, 20]] },
  order('BTCUSDT', 3, 1, '1.05', 50, 0, 20, 40),
];

/** Finished orders: filled when filled equals volume, else cancelled (one of them after a partial fill). */
export const seedHistoryOrders: SeedFuturesOrder[] = [
  order('BTCUSDT', 1, 2, '1.0004', 50, 50, 20, 30),
  order('ETHUSDT', 2, 1, '1.012', 30, 30, 10, 55),
  order('SOLUSDT', 3, 1, '1.025', 20, 20, 5, 70),
  order('SOLUSDT', 1, 2, '0.998', 20, 20, 5, 90),
  order('BNBUSDT', 1, 1, '0.97', 40, 0, 10, 110),
  order('XRPUSDT', 4, 1, '0.975', 200, 200, 20, 140),
  order('XRPUSDT', 2, 2, '1.001', 200, 200, 20, 160),
  order('DOGEUSDT', 3, 2, '1.003', 120, 120, 10, 190),
  order('DOGEUSDT', 1, 1, '0.96', 300, 120, 10, 215),
  order('BTCUSDT', 2, 1, '1.03', 80, 0, 25, 260),
  order('ETHUSDT', 3, 1, '1.02', 60, 60, 15, 300),
  order('ETHUSDT', 1, 2, '0.999', 60, 60, 15, 330),
  order('LTCUSDT', 1, 1, '0.98', 25, 0, 10, 400),
  order('LINKUSDT', 4, 1, '0.965', 40, 40, 10, 460),
  order('LINKUSDT', 2, 2, '1.0006', 40, 40, 10, 520),
];

/** The positions the filled orders left open; their margin is held in the futures wallet. */
export const seedPositions = [
  { symbol: 'BTCUSDT', long: true, volume: 50, entryFactor: '1.0004', leverage: 20 },
  { symbol: 'ETHUSDT', long: false, volume: 30, entryFactor: '1.012', leverage: 10 },
];

export interface SeedFuturesPlan {
  symbol: string;
  side: SeedFuturesSide;
  triggerFactor: string;
  /** Null for a plan that places a market order. */
  priceFactor: string | null;
  volume: number;
  leverage: number;
  hoursAgo: number;
  /** 1 waiting, 2 triggered, 3 cancelled, 4 failed. */
  status: 1 | 2 | 3 | 4;
  triggeredHoursAgo: number | null;
  /** For a waiting plan: hours after the sandbox starts when the mark price reaches the trigger. */
  triggersAfterHours?: number;
}

const plan = (
  symbol: string,
  side: SeedFuturesSide,
  triggerFactor: string,
  priceFactor: string | null,
  volume: number,
  leverage: number,
  hoursAgo: number,
  status: 1 | 2 | 3 | 4 = 1,
  triggeredHoursAgo: number | null = null,
): SeedFuturesPlan => ({
  symbol,
  side,
  triggerFactor,
  priceFactor,
  volume,
  leverage,
  hoursAgo,
  status,
  triggeredHoursAgo,
});

/** A stop loss and a take profit on the open positions, and a breakout entry that triggers as the sandbox clock moves. */
export const seedActivePlans: SeedFuturesPlan[] = [
  plan('BTCUSDT', 3, '0.94', null, 50, 20, 4),
  plan('ETHUSDT', 4, '1.06', null, 30, 10, 9),
  { ...plan('SOLUSDT', 1, '1.04', '1.045', 15, 5, 30), triggersAfterHours: 2.5 },
];

export const seedHistoryPlans: SeedFuturesPlan[] = [
  plan('BTCUSDT', 1, '0.99', null, 50, 20, 31, 2, 30),
  plan('ETHUSDT', 2, '1.01', '1.012', 30, 10, 60, 2, 55),
  plan('BNBUSDT', 1, '0.96', null, 40, 10, 120, 3),
  plan('XRPUSDT', 4, '0.975', null, 200, 20, 170, 2, 140),
  plan('DOGEUSDT', 1, '0.95', '0.948', 300, 10, 200, 4, 195),
  plan('SOLUSDT', 2, '1.1', null, 20, 5, 260, 3),
];

export interface SeedKillOrFill {
  symbol: string;
  side: SeedFuturesSide;
  priceFactor: string;
  volume: number;
  leverage: number;
  hoursAgo: number;
  /** 1 waiting, 2 filled, 3 killed, 4 cancelled. */
  status: 1 | 2 | 3 | 4;
}

export const seedActiveKillOrFills: SeedKillOrFill[] = [
  { symbol: 'ETHUSDT', side: 1, priceFactor: '0.97', volume: 20, leverage: 10, hoursAgo: 2, status: 1 },
  { symbol: 'XRPUSDT', side: 2, priceFactor: '1.04', volume: 300, leverage: 20, hoursAgo: 12, status: 1 },
];

export const seedHistoryKillOrFills: SeedKillOrFill[] = [
  { symbol: 'BTCUSDT', side: 1, priceFactor: '0.99', volume: 30, leverage: 20, hoursAgo: 48, status: 2 },
  { symbol: 'SOLUSDT', side: 2, priceFactor: '1.03', volume: 25, leverage: 5, hoursAgo: 96, status: 3 },
  { symbol: 'DOGEUSDT', side: 1, priceFactor: '0.97', volume: 500, leverage: 10, hoursAgo: 150, status: 4 },
  { symbol: 'BNBUSDT', side: 2, priceFactor: '1.02', volume: 10, leverage: 10, hoursAgo: 220, status: 2 },
];

export interface SeedBill {
  hoursAgo: number;
  billType: 1 | 2 | 3 | 4 | 5;
  tradeType: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  symbol: string | null;
  /** Null for the first transfer, whose amount makes the bills end at the wallet's seeded balance. */
  amount: string | null;
}

const bill = (
  hoursAgo: number,
  billType: SeedBill['billType'],
  tradeType: SeedBill['tradeType'],
  symbol: string | null,
  amount: string | null,
): SeedBill => ({
  hoursAgo,
  billType,
  tradeType,
  symbol,
  amount,
});

/**
 * Twenty-six bills of every type, oldest first, following the history orders and the open
 * positions' funding, and a liquidated LTC long from before the orders listed.
 */
export const seedBills: SeedBill[] = [
  bill(720, 1, 5, null, null),
  bill(610, 5, 3, 'LTCUSDT', '-38.5200'),
  bill(520, 2, 2, 'LINKUSDT', '-0.2924'),
  bill(460, 2, 4, 'LINKUSDT', '-0.1128'),
  bill(460, 3, 4, 'LINKUSDT', '20.4400'),
  bill(400, 1, 5, null, '500.0000'),
  bill(330, 2, 1, 'ETHUSDT', '-1.0441'),
  bill(300, 2, 3, 'ETHUSDT', '-0.4260'),
  bill(300, 3, 3, 'ETHUSDT', '41.7600'),
  bill(240, 1, 6, null, '-300.0000'),
  bill(215, 2, 1, 'DOGEUSDT', '-0.2844'),
  bill(190, 2, 3, 'DOGEUSDT', '-0.7445'),
  bill(190, 3, 3, 'DOGEUSDT', '-18.3600'),
  bill(160, 2, 2, 'XRPUSDT', '-1.0472'),
  bill(140, 2, 4, 'XRPUSDT', '-0.4084'),
  bill(140, 3, 4, 'XRPUSDT', '26.1600'),
  bill(90, 2, 1, 'SOLUSDT', '-0.1480'),
  bill(70, 2, 3, 'SOLUSDT', '-0.0608'),
  bill(70, 3, 3, 'SOLUSDT', '7.4100'),
  bill(55, 2, 2, 'ETHUSDT', '-0.2113'),
  bill(48, 4, 7, 'ETHUSDT', '-0.3168'),
  bill(30, 2, 1, 'BTCUSDT', '-1.6827'),
  bill(24, 4, 7, 'ETHUSDT', '0.2112'),
  bill(24, 4, 7, 'BTCUSDT', '-0.3364'),
  bill(16, 1, 5, null, '300.0000'),
  bill(8, 4, 7, 'BTCUSDT', '-0.3364'),
];
