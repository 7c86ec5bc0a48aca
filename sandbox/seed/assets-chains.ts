/**
 * How each listed coin moves on its chains: fees, minimums, confirmations, memo, the address
 * format a withdrawal address must match, and believable deterministic addresses and hashes.
 */
import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import type { SeedCoin } from './coins.ts';

const hex = '0123456789abcdef';
const base58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const bech32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const base32Upper = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const base32Lower = base32Upper.toLowerCase();

/** `length` characters of `alphabet` drawn from the hash of `seed`: the same seed, the same text. */
export function draw(seed: string, alphabet: string, length: number): string {
  let out = '';
  for (let round = 0; out.length < length; round++) {
    for (const byte of createHash('sha256').update(`${seed}:${round}`).digest()) {
      if (out.length === length) break;
      out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

interface ChainRule {
  /** The withdrawal fee is worth about this many USDT, expressed in the coin. */
  feeUsdt: string;
  confirmations: number;
  /** Deposits share one exchange address and the memo tells customers apart. */
  needMemo: boolean;
  addressPattern: string;
  makeAddress: (seed: string) => string;
  makeTxId: (seed: string) => string;
  /** The block explorer's page of a transaction, `{txId}` standing for its hash. */
  explorer: string | null;
}

const evmAddress = (seed: string) => `0x${draw(seed, hex, 40)}`;
const evmTxId = (seed: string) => `0x${draw(seed, hex, 64)}`;
const hexTxId = (seed: string) => draw(seed, hex, 64);
const evmPattern = '^0x[0-9a-fA-F]{40}$';
const bech32Class = '[02-9ac-hj-np-z]';
const base58Class = '[1-9A-HJ-NP-Za-km-z]';

const evm = (feeUsdt: string, confirmations: number, explorer: string): ChainRule => ({
  feeUsdt,
  confirmations,
  needMemo: false,
  addressPattern: evmPattern,
  makeAddress: evmAddress,
  makeTxId: evmTxId,
  explorer,
});

const chainRules: Record<string, ChainRule> = {
  BTC: {
    feeUsdt: '8',
    confirmations: 2,
    needMemo: false,
    addressPattern: `^(bc1${bech32Class}{11,71}|[13]${base58Class}{25,34})$`,
    makeAddress: (seed) => `bc1q${draw(seed, bech32, 38)}`,
    makeTxId: hexTxId,
    explorer: 'https://mempool.space/tx/{txId}',
  },
  ERC20: evm('4', 12, 'https://etherscan.io/tx/{txId}'),
  BEP20: evm('0.3', 15, 'https://bscscan.com/tx/{txId}'),
  POLYGON: evm('0.1', 128, 'https://polygonscan.com/tx/{txId}'),
  AVAXC: evm('0.3', 12, 'https://snowtrace.io/tx/{txId}'),
  ETC: evm('0.3', 120, 'https://etc.blockscout.com/tx/{txId}'),
  TRC20: {
    feeUsdt: '1',
    confirmations: 20,
    needMemo: false,
    addressPattern: `^T${base58Class}{33}$`,
    makeAddress: (seed) => `T${draw(seed, base58, 33)}`,
    makeTxId: hexTxId,
    explorer: 'https://tronscan.org/#/transaction/{txId}',
  },
  SOL: {
    feeUsdt: '0.2',
    confirmations: 1,
    needMemo: false,
    addressPattern: `^${base58Class}{32,44}$`,
    makeAddress: (seed) => draw(seed, base58, 44),
    makeTxId: (seed) => draw(seed, base58, 88),
    explorer: 'https://solscan.io/tx/{txId}',
  },
  XRP: {
    feeUsdt: '0.15',
    confirmations: 1,
    needMemo: true,
    addressPattern: `^r${base58Class}{24,34}$`,
    makeAddress: (seed) => `r${draw(seed, base58, 33)}`,
    makeTxId: (seed) => draw(seed, hex, 64).toUpperCase(),
    explorer: 'https://xrpscan.com/tx/{txId}',
  },
  ADA: {
    feeUsdt: '0.5',
    confirmations: 15,
    needMemo: false,
    addressPattern: `^addr1${bech32Class}{53,98}$`,
    makeAddress: (seed) => `addr1q${draw(seed, bech32, 97)}`,
    makeTxId: hexTxId,
    explorer: 'https://cardanoscan.io/transaction/{txId}',
  },
  DOGE: {
    feeUsdt: '0.6',
    confirmations: 40,
    needMemo: false,
    addressPattern: `^D${base58Class}{33}$`,
    makeAddress: (seed) => `D${draw(seed, base58, 33)}`,
    makeTxId: hexTxId,
    explorer: 'https://dogechain.info/tx/{txId}',
  },
  DOT: {
    feeUsdt: '0.7',
    confirmations: 1,
    needMemo: false,
    addressPattern: `^1${base58Class}{46,47}$`,
    makeAddress: (seed) => `1${draw(seed, base58, 47)}`,
    makeTxId: evmTxId,
    explorer: 'https://polkadot.subscan.io/extrinsic/{txId}',
  },
  LTC: {
    feeUsdt: '0.1',
    confirmations: 6,
    needMemo: false,
    addressPattern: `^(ltc1${bech32Class}{11,71}|[LM3]${base58Class}{26,33})$`,
    makeAddress: (seed) => `ltc1q${draw(seed, bech32, 38)}`,
    makeTxId: hexTxId,
    explorer: 'https://litecoinspace.org/tx/{txId}',
  },
  ATOM: {
    feeUsdt: '0.1',
    confirmations: 1,
    needMemo: true,
    addressPattern: `^cosmos1${bech32Class}{38}$`,
    makeAddress: (seed) => `cosmos1${draw(seed, bech32, 38)}`,
    makeTxId: (seed) => draw(seed, hex, 64).toUpperCase(),
    explorer: 'https://www.mintscan.io/cosmos/tx/{txId}',
  },
  XLM: {
    feeUsdt: '0.05',
    confirmations: 1,
    needMemo: true,
    addressPattern: '^G[A-Z2-7]{55}$',
    makeAddress: (seed) => `G${draw(seed, base32Upper, 55)}`,
    makeTxId: hexTxId,
    explorer: 'https://stellar.expert/explorer/public/tx/{txId}',
  },
  FIL: {
    feeUsdt: '0.2',
    confirmations: 60,
    needMemo: false,
    addressPattern: '^f[0-4][a-z2-7]{8,86}$',
    makeAddress: (seed) => `f1${draw(seed, base32Lower, 39)}`,
    makeTxId: (seed) => `bafy2bzace${draw(seed, base32Lower, 52)}`,
    explorer: null,
  },
};

/** Wallet maintenance the sandbox shows: ETC deposits and FIL withdrawals are suspended. */
const suspended: Record<string, { deposit?: boolean; withdraw?: boolean }> = {
  'ETC:ETC': { deposit: true },
  'FIL:FIL': { withdraw: true },
};

export interface ChainSetting {
  Chain: string;
  CanDeposit: boolean;
  CanWithdraw: boolean;
  MinDeposit: string;
  MinWithdraw: string;
  MaxWithdraw: string;
  WithdrawFee: string;
  Confirmations: number;
  NeedMemo: boolean;
  AddressPattern: string;
  ExplorerTxUrl: string | null;
}

/** The largest single withdrawal is worth about this many USDT on every chain. */
const maxWithdrawUsdt = 50_000;

/** An amount of the coin worth about `usdt`, to two significant digits, rounded up. */
function worth(coin: SeedCoin, usdt: Decimal.Value): Decimal {
  return new Decimal(usdt)
    .div(coin.PriceUsdt)
    .toSignificantDigits(2, Decimal.ROUND_UP)
    .toDecimalPlaces(coin.Precision, Decimal.ROUND_UP);
}

function ruleOf(chain: string): ChainRule {
  const rule = chainRules[chain];
  if (!rule) throw new Error(`No chain rule for ${chain}`);
  return rule;
}

export function chainSetting(coin: SeedCoin, chain: string): ChainSetting {
  const rule = ruleOf(chain);
  const fee = worth(coin, rule.feeUsdt);
  const off = suspended[`${coin.Code}:${chain}`] ?? {};
  return {
    Chain: chain,
    CanDeposit: !off.deposit,
    CanWithdraw: !off.withdraw,
    MinDeposit: worth(coin, 1).toFixed(),
    MinWithdraw: Decimal.max(fee.times(2), worth(coin, 10)).toFixed(),
    MaxWithdraw: worth(coin, maxWithdrawUsdt).toFixed(),
    WithdrawFee: fee.toFixed(),
    Confirmations: rule.confirmations,
    NeedMemo: rule.needMemo,
    AddressPattern: rule.addressPattern,
    ExplorerTxUrl: rule.explorer,
  };
}

export const chainSettings = (coin: SeedCoin): ChainSetting[] => coin.Chains.map((chain) => chainSetting(coin, chain));

export const isAddressOf = (chain: string, address: string): boolean =>
  new RegExp(ruleOf(chain).addressPattern).test(address);

/** The customer's memo on a shared-address chain: nine digits, stable per customer and chain. */
export const depositMemo = (customerId: number, chain: string): string =>
  `1${draw(`memo:${customerId}:${chain}`, '0123456789', 8)}`;

/**
 * The customer's deposit address: one per customer, coin and chain; on memo chains the exchange's
 * shared address, with depositMemo telling the customer apart.
 */
export function depositAddress(
  customerId: number,
  coinCode: string,
  chain: string,
): { address: string; memo: string | null } {
  const rule = ruleOf(chain);
  if (rule.needMemo) return { address: rule.makeAddress(`exchange:${chain}`), memo: depositMemo(customerId, chain) };
  return { address: rule.makeAddress(`deposit:${customerId}:${coinCode}:${chain}`), memo: null };
}

/** An address outside the exchange, for seeded withdrawals and saved addresses. */
export const externalAddress = (seed: string, chain: string): string => ruleOf(chain).makeAddress(`external:${seed}`);

export const txIdOn = (chain: string, seed: string): string => ruleOf(chain).makeTxId(`tx:${seed}`);
