/** Coins listed on the sandbox exchange, with a USDT price, 24h change and chains. */
export interface SeedCoin {
  CoinId: number;
  Code: string;
  Name: string;
  PriceUsdt: string;
  Change24h: string;
  Precision: number;
  Chains: string[];
}

const rows: [string, string, string, string, number, string[]][] = [
  ['BTC', 'Bitcoin', '67250.12', '2.35', 8, ['BTC']],
  ['ETH', 'Ethereum', '3480.55', '-1.12', 8, ['ERC20']],
  ['USDT', 'Tether', '1.0000', '0.01', 4, ['TRC20', 'ERC20', 'BEP20']],
  ['BNB', 'BNB', '585.40', '0.87', 8, ['BEP20']],
  ['SOL', 'Solana', '148.23', '4.12', 8, ['SOL']],
  ['XRP', 'XRP', '0.5234', '-0.45', 6, ['XRP']],
  ['ADA', 'Cardano', '0.4521', '1.98', 6, ['ADA']],
  ['DOGE', 'Dogecoin', '0.1234', '6.71', 6, ['DOGE']],
  ['TRX', 'TRON', '0.1189', '0.34', 6, ['TRC20']],
  ['DOT', 'Polkadot', '6.872', '-2.31', 6, ['DOT']],
  ['MATIC', 'Polygon', '0.7012', '-3.05', 6, ['POLYGON', 'ERC20']],
  ['LTC', 'Litecoin', '82.15', '0.92', 8, ['LTC']],
  ['LINK', 'Chainlink', '14.62', '3.44', 6, ['ERC20']],
  ['AVAX', 'Avalanche', '35.18', '-0.76', 6, ['AVAXC']],
  ['ATOM', 'Cosmos', '8.421', '1.05', 6, ['ATOM']],
  ['XLM', 'Stellar', '0.1123', '-1.64', 6, ['XLM']],
  ['UNI', 'Uniswap', '9.874', '2.88', 6, ['ERC20']],
  ['ETC', 'Ethereum Classic', '26.41', '-0.21', 6, ['ETC']],
  ['FIL', 'Filecoin', '5.902', '-4.47', 6, ['FIL']],
  ['SHIB', 'Shiba Inu', '0.00002412', '8.02', 8, ['ERC20']],
  ['PEPE', 'Pepe', '0.00000987', '12.54', 8, ['ERC20']],
  ['USDC', 'USD Coin', '1.0001', '0.00', 4, ['ERC20', 'SOL']],
];

export const seedCoins: SeedCoin[] = rows.map(([Code, Name, PriceUsdt, Change24h, Precision, Chains], i) => ({
  CoinId: i + 1,
  Code,
  Name,
  PriceUsdt,
  Change24h,
  Precision,
  Chains,
}));

export const coinByCode = (code: string): SeedCoin | undefined => seedCoins.find((c) => c.Code === code);
export const coinById = (id: number): SeedCoin | undefined => seedCoins.find((c) => c.CoinId === id);
