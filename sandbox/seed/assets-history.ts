/**
 * The demo customer's asset history over the last 60 days, as hours before the sandbox starts.
 * The movements add up with the seeded balances: the transfers leave 2000 USDT in futures.
 */

/** [hours ago, coin code, chain, amount] */
export const seedDeposits: [number, string, string, string][] = [
  [1400, 'USDT', 'TRC20', '5000'],
  [1322, 'BTC', 'BTC', '0.25'],
  [1203, 'ETH', 'ERC20', '2.5'],
  [1011, 'SOL', 'SOL', '20'],
  [902, 'USDT', 'ERC20', '3000'],
  [831, 'XRP', 'XRP', '2500'],
  [700, 'DOGE', 'DOGE', '15000'],
  [563, 'BNB', 'BEP20', '6'],
  [452, 'USDC', 'ERC20', '800'],
  [321, 'ETH', 'ERC20', '1.7'],
  [198, 'BTC', 'BTC', '0.3'],
  [97, 'USDT', 'BEP20', '4500'],
  [31, 'SOL', 'SOL', '15'],
];

/** A deposit seen on chain minutes ago and still collecting confirmations when the sandbox starts. */
export const seedConfirmingDeposit = { minutesAgo: 3, code: 'USDT', chain: 'TRC20', amount: '250', confirmations: 8 };

/** [hours ago, coin code, chain, amount, status, memo] */
export const seedWithdrawals: [number, string, string, string, 'completed' | 'cancelled' | 'failed', string | null][] =
  [
    [1251, 'BTC', 'BTC', '0.05', 'completed', null],
    [982, 'USDT', 'TRC20', '1200', 'completed', null],
    [761, 'ETH', 'ERC20', '0.4', 'cancelled', null],
    [612, 'SOL', 'SOL', '5', 'completed', null],
    [401, 'USDT', 'TRC20', '800', 'failed', null],
    [252, 'XRP', 'XRP', '500', 'completed', '100234'],
    [121, 'USDT', 'BEP20', '500', 'completed', null],
    [22, 'DOGE', 'DOGE', '5000', 'completed', null],
  ];

/** [hours ago, coin code, amount, from, to] */
export const seedTransfers: [number, string, string, 'spot' | 'contract', 'spot' | 'contract'][] = [
  [1350, 'USDT', '2500', 'spot', 'contract'],
  [705, 'USDT', '800', 'contract', 'spot'],
  [300, 'USDT', '300', 'spot', 'contract'],
];

/** Spot trades, flash exchanges and rewards: [hours ago, kind, coin code, signed amount, fee] */
export const seedLedger: [number, 'trade' | 'flashExchange' | 'reward', string, string, string][] = [
  [1101, 'trade', 'BTC', '0.1', '0.0001'],
  [1101, 'trade', 'USDT', '-6512.50', '0'],
  [642, 'trade', 'ETH', '1', '0.001'],
  [642, 'trade', 'USDT', '-3356.20', '0'],
  [503, 'flashExchange', 'USDT', '-500', '0'],
  [503, 'flashExchange', 'SOL', '3.41', '0'],
  [380, 'reward', 'USDT', '10', '0'],
  [151, 'trade', 'SOL', '-5', '0'],
  [151, 'trade', 'USDT', '719.85', '0.72'],
  [73, 'reward', 'BNB', '0.05', '0'],
];

/** The demo customer's address book: [label, coin code, chain, memo] */
export const seedSavedAddresses: [string, string, string, string | null][] = [
  ['Ledger cold wallet', 'BTC', 'BTC', null],
  ['MetaMask', 'ETH', 'ERC20', null],
  ['Binance account', 'USDT', 'TRC20', null],
];
