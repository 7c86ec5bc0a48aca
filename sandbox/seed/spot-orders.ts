/**
 * The demo customer's spot orders. Prices are factors of the market's seed price so that they
 * stay believable next to the live price; times are hours before the sandbox starts.
 */
export type SeedSide = 'buy' | 'sell';

export interface SeedOpenOrder {
  symbol: string;
  side: SeedSide;
  priceFactor: string;
  amount: string;
  filled: string;
  hoursAgo: number;
  /** The fills still to come, each `[hours after the sandbox starts, amount]`: the market reaches the order. */
  fills: [number, string][];
}

export interface SeedHistoryOrder {
  symbol: string;
  side: SeedSide;
  type: 'limit' | 'market';
  /** The limit price, or the average fill price of a market order. */
  priceFactor: string;
  amount: string;
  status: 'filled' | 'cancelled';
  filled: string;
  hoursAgo: number;
}

export interface SeedPlanOrder {
  symbol: string;
  side: SeedSide;
  type: 'limit' | 'market';
  triggerFactor: string;
  priceFactor: string | null;
  amount: string;
  hoursAgo: number;
  /** Hours after the sandbox starts when the last price reaches the trigger; null: it never does. */
  triggersAfterHours: number | null;
}

/**
 * Resting limit orders, away from the price; their funds are frozen. As the sandbox clock moves,
 * three of them fill (BTC in two steps, ETH at once, DOGE partly); SOL and XRP stay open.
 */
export const seedOpenOrders: SeedOpenOrder[] = [
  {
    symbol: 'BTC/USDT',
    side: 'buy',
    priceFactor: '0.96',
    amount: '0.050000',
    filled: '0',
    hoursAgo: 2,
    fills: [
      [1, '0.020000'],
      [3, '0.030000'],
    ],
  },
  {
    symbol: 'ETH/USDT',
    side: 'sell',
    priceFactor: '1.05',
    amount: '1.20000',
    filled: '0.40000',
    hoursAgo: 5,
    fills: [[2, '0.80000']],
  },
  { symbol: 'SOL/USDT', side: 'buy', priceFactor: '0.945', amount: '10.0000', filled: '0', hoursAgo: 20, fills: [] },
  { symbol: 'XRP/USDT', side: 'sell', priceFactor: '1.07', amount: '1000.0', filled: '0', hoursAgo: 30, fills: [] },
  {
    symbol: 'DOGE/USDT',
    side: 'buy',
    priceFactor: '0.932',
    amount: '5000.0',
    filled: '1200.0',
    hoursAgo: 50,
    fills: [[4, '1800.0']],
  },
];

const limit = (
  symbol: string,
  side: SeedSide,
  priceFactor: string,
  amount: string,
  status: 'filled' | 'cancelled',
  filled: string,
  hoursAgo: number,
): SeedHistoryOrder => ({
  symbol,
  side,
  type: 'limit',
  priceFactor,
  amount,
  status,
  filled,
  hoursAgo,
});

const market = (
  symbol: string,
  side: SeedSide,
  priceFactor: string,
  amount: string,
  hoursAgo: number,
): SeedHistoryOrder => ({
  symbol,
  side,
  type: 'market',
  priceFactor,
  amount,
  status: 'filled',
  filled: amount,
  hoursAgo,
});

/** Twenty finished orders over the last month: eleven filled, nine cancelled (two after partial fills). */
export const seedHistoryOrders: SeedHistoryOrder[] = [
  limit('BTC/USDT', 'buy', '0.985', '0.020000', 'filled', '0.020000', 29),
  market('ETH/USDT', 'buy', '1.001', '0.50000', 43),
  limit('SOL/USDT', 'sell', '1.02', '5.0000', 'filled', '5.0000', 60),
  limit('BNB/USDT', 'buy', '0.97', '1.50000', 'cancelled', '0', 74),
  market('XRP/USDT', 'buy', '1.0008', '800.0', 96),
  limit('DOGE/USDT', 'sell', '1.04', '6000.0', 'cancelled', '3000.0', 110),
  limit('BTC/USDT', 'sell', '1.01', '0.030000', 'filled', '0.030000', 127),
  limit('ETH/BTC', 'buy', '0.99', '0.80000', 'filled', '0.80000', 161),
  limit('LINK/USDT', 'buy', '0.95', '40.0000', 'cancelled', '0', 173),
  market('SOL/USDT', 'buy', '1.0012', '8.0000', 214),
  limit('ADA/USDT', 'buy', '0.98', '1500.0', 'cancelled', '0', 250),
  limit('BTC/USDT', 'buy', '0.975', '0.015000', 'filled', '0.015000', 278),
  limit('ETH/USDT', 'sell', '1.03', '0.70000', 'cancelled', '0.30000', 312),
  limit('TRX/USDT', 'buy', '0.99', '5000.0', 'filled', '5000.0', 348),
  limit('DOT/USDT', 'sell', '1.05', '60.0000', 'cancelled', '0', 389),
  market('BNB/USDT', 'sell', '0.9993', '2.00000', 451),
  limit('XRP/USDT', 'sell', '1.02', '1200.0', 'cancelled', '0', 506),
  limit('LTC/USDT', 'buy', '0.97', '3.00000', 'cancelled', '0', 564),
  limit('AVAX/USDT', 'buy', '0.99', '12.0000', 'cancelled', '0', 624),
  market('DOGE/USDT', 'buy', '1.0005', '10000.0', 689),
];

/**
 * Waiting stop-loss, breakout and take-profit plans. As the sandbox clock moves, the ETH breakout
 * triggers (a market buy, filled at once) and then the BTC stop loss (a resting limit sell).
 */
export const seedPlanOrders: SeedPlanOrder[] = [
  {
    symbol: 'BTC/USDT',
    side: 'sell',
    type: 'limit',
    triggerFactor: '0.95',
    priceFactor: '0.945',
    amount: '0.020000',
    hoursAgo: 6,
    triggersAfterHours: 5,
  },
  {
    symbol: 'ETH/USDT',
    side: 'buy',
    type: 'market',
    triggerFactor: '1.06',
    priceFactor: null,
    amount: '0.50000',
    hoursAgo: 36,
    triggersAfterHours: 1.5,
  },
  {
    symbol: 'SOL/USDT',
    side: 'sell',
    type: 'limit',
    triggerFactor: '1.08',
    priceFactor: '1.085',
    amount: '5.0000',
    hoursAgo: 72,
    triggersAfterHours: null,
  },
];
