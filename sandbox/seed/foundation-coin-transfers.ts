/** Deposit and withdrawal settings of each coin and each of its networks. */

export interface SeedChainSetting {
  ChainName: string;
  Confirmations: number;
  WithdrawFee: string;
  MinWithdraw: string;
  MemoRequired: boolean;
}

/** Confirmations each network needs, and whether its deposits need a memo or tag. */
const networks: Record<string, { confirmations: number; memo: boolean }> = {
  BTC: { confirmations: 2, memo: false },
  ERC20: { confirmations: 12, memo: false },
  TRC20: { confirmations: 20, memo: false },
  BEP20: { confirmations: 15, memo: false },
  SOL: { confirmations: 32, memo: false },
  XRP: { confirmations: 1, memo: true },
  ADA: { confirmations: 15, memo: false },
  DOGE: { confirmations: 40, memo: false },
  DOT: { confirmations: 20, memo: false },
  POLYGON: { confirmations: 128, memo: false },
  LTC: { confirmations: 6, memo: false },
  AVAXC: { confirmations: 12, memo: false },
  ATOM: { confirmations: 15, memo: true },
  XLM: { confirmations: 1, memo: true },
  ETC: { confirmations: 200, memo: false },
  FIL: { confirmations: 120, memo: false },
};

/** coin:network -> [withdrawal fee, minimum withdrawal], in the coin. */
const fees: Record<string, [string, string]> = {
  'BTC:BTC': ['0.0002', '0.001'],
  'ETH:ERC20': ['0.0012', '0.01'],
  'USDT:TRC20': ['1', '10'],
  'USDT:ERC20': ['4.5', '20'],
  'USDT:BEP20': ['0.8', '10'],
  'BNB:BEP20': ['0.0005', '0.01'],
  'SOL:SOL': ['0.008', '0.1'],
  'XRP:XRP': ['0.2', '20'],
  'ADA:ADA': ['0.8', '10'],
  'DOGE:DOGE': ['4', '50'],
  'TRX:TRC20': ['1', '20'],
  'DOT:DOT': ['0.08', '2'],
  'MATIC:POLYGON': ['0.1', '10'],
  'MATIC:ERC20': ['8', '30'],
  'LTC:LTC': ['0.001', '0.01'],
  'LINK:ERC20': ['0.35', '2'],
  'AVAX:AVAXC': ['0.01', '0.1'],
  'ATOM:ATOM': ['0.005', '0.5'],
  'XLM:XLM': ['0.01', '10'],
  'UNI:ERC20': ['0.5', '2'],
  'ETC:ETC': ['0.01', '0.1'],
  'FIL:FIL': ['0.001', '0.1'],
  'SHIB:ERC20': ['400000', '1000000'],
  'PEPE:ERC20': ['1200000', '3000000'],
  'USDC:ERC20': ['4.5', '20'],
  'USDC:SOL': ['1', '10'],
};

export function chainSetting(coin: string, chain: string): SeedChainSetting {
  const network = networks[chain];
  const [WithdrawFee, MinWithdraw] = fees[`${coin}:${chain}`];
  return { ChainName: chain, Confirmations: network.confirmations, WithdrawFee, MinWithdraw, MemoRequired: network.memo };
}

/** Coins whose wallets are switched off: ETC deposits and FIL withdrawals are under upgrade. */
export const pausedDeposits = new Set(['ETC']);
export const pausedWithdrawals = new Set(['FIL']);
