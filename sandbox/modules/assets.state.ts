/**
 * State the assets module keeps while the sandbox runs: on-chain deposits and withdrawals,
 * transfers between the spot and futures accounts, other movements of the ledger, and the
 * withdrawal address book. Balances themselves live in the core.
 */
import Decimal from 'decimal.js';
import { now } from '../core/clock.ts';
import { counter } from '../core/ids.ts';
import { coinByCode, type SeedCoin } from '../seed/coins.ts';
import { chainSetting, depositAddress, externalAddress, txIdOn } from '../seed/assets-chains.ts';
import {
  seedConfirmingDeposit,
  seedDeposits,
  seedLedger,
  seedSavedAddresses,
  seedTransfers,
  seedWithdrawals,
} from '../seed/assets-history.ts';
import { withdrawalRefusedReason } from '../seed/assets-l10n.ts';
import type { Texts } from '../seed/digital-fiat-catalog.ts';
import type { CoreState } from '../state/core.ts';

export type AccountKind = 'spot' | 'contract';
export type WithdrawalStatus = 'applied' | 'confirmed' | 'processing' | 'completed' | 'cancelled' | 'failed';
export type DepositStatus = 'confirming' | 'completed';

export interface DepositRecord {
  id: number;
  customerId: number;
  coin: SeedCoin;
  chain: string;
  address: string;
  memo: string | null;
  amount: string;
  txId: string;
  confirmations: number;
  requiredConfirmations: number;
  status: DepositStatus;
  createdAt: number;
  /** Confirmations counted at a moment; they grow from there to the required ones at creditAt. */
  progressFrom: { at: number; confirmations: number };
  /** A confirming deposit is credited on the first read at or after this time. */
  creditAt: number;
  completedAt: number | null;
}

export interface WithdrawalRecord {
  id: number;
  customerId: number;
  coin: SeedCoin;
  chain: string;
  address: string;
  memo: string | null;
  amount: string;
  fee: string;
  status: WithdrawalStatus;
  /** Why a failed withdrawal was refused. */
  failReason: Texts | null;
  txId: string | null;
  createdAt: number;
  confirmedAt: number | null;
  completedAt: number | null;
}

export interface TransferRecord {
  id: number;
  customerId: number;
  coin: SeedCoin;
  amount: string;
  from: AccountKind;
  to: AccountKind;
  createdAt: number;
}

/** A spot trade fill, flash exchange or reward: movements other modules cause. */
export interface LedgerEntry {
  id: number;
  customerId: number;
  coin: SeedCoin;
  kind: 'trade' | 'flashExchange' | 'reward';
  amount: string;
  fee: string;
  createdAt: number;
}

export interface SavedAddress {
  id: number;
  customerId: number;
  coin: SeedCoin;
  chain: string;
  address: string;
  label: string;
  memo: string | null;
  createdAt: number;
  disabled: boolean;
}

export interface AssetsState {
  deposits: DepositRecord[];
  withdrawals: WithdrawalRecord[];
  transfers: TransferRecord[];
  ledger: LedgerEntry[];
  addresses: SavedAddress[];
  nextDepositId: () => number;
  nextWithdrawalId: () => number;
  nextTransferId: () => number;
  nextAddressId: () => number;
}

/**
 * Each kind of movement numbers its records from its own base, so that an AssetsRecord Id names
 * exactly one record (digital-fiat orders use 20001 and 30001).
 */
export const recordIdBase = { deposit: 1001, withdraw: 5001, transfer: 7001, ledger: 9001 } as const;

const HOUR = 3_600_000;

function seedCoin(code: string): SeedCoin {
  const coin = coinByCode(code);
  if (!coin) throw new Error(`Seed coin ${code} is not listed`);
  return coin;
}

function seedDepositRecords(customerId: number, start: number, nextId: () => number): DepositRecord[] {
  const completed = seedDeposits.map(([hoursAgo, code, chain, amount]): DepositRecord => {
    const coin = seedCoin(code);
    const createdAt = start - hoursAgo * HOUR;
    const required = chainSetting(coin, chain).Confirmations;
    const id = nextId();
    return {
      id,
      customerId,
      coin,
      chain,
      ...depositAddress(customerId, code, chain),
      amount,
      txId: txIdOn(chain, `deposit:${id}`),
      confirmations: required,
      requiredConfirmations: required,
      status: 'completed',
      createdAt,
      progressFrom: { at: createdAt, confirmations: required },
      creditAt: createdAt,
      completedAt: createdAt + 20 * 60_000,
    };
  });
  const pending = seedConfirmingDeposit;
  const coin = seedCoin(pending.code);
  const id = nextId();
  const confirming: DepositRecord = {
    id,
    customerId,
    coin,
    chain: pending.chain,
    ...depositAddress(customerId, pending.code, pending.chain),
    amount: pending.amount,
    txId: txIdOn(pending.chain, `deposit:${id}`),
    confirmations: pending.confirmations,
    requiredConfirmations: chainSetting(coin, pending.chain).Confirmations,
    status: 'confirming',
    createdAt: start - pending.minutesAgo * 60_000,
    progressFrom: { at: start, confirmations: pending.confirmations },
    creditAt: start + 30_000,
    completedAt: null,
  };
  return [...completed, confirming];
}

function seedWithdrawalRecords(customerId: number, start: number, nextId: () => number): WithdrawalRecord[] {
  return seedWithdrawals.map(([hoursAgo, code, chain, amount, status, memo]) => {
    const coin = seedCoin(code);
    const id = nextId();
    const createdAt = start - hoursAgo * HOUR;
    return {
      id,
      customerId,
      coin,
      chain,
      address: externalAddress(`withdraw:${id}`, chain),
      memo,
      amount,
      fee: chainSetting(coin, chain).WithdrawFee,
      status,
      failReason: status === 'failed' ? withdrawalRefusedReason : null,
      txId: status === 'completed' ? txIdOn(chain, `withdraw:${id}`) : null,
      createdAt,
      confirmedAt: status === 'cancelled' ? null : createdAt + 2 * 60_000,
      completedAt: createdAt + 35 * 60_000,
    };
  });
}

export function createAssetsState(core: CoreState): AssetsState {
  const demoId = core.customers.list[0].UserId;
  const start = now();
  const nextDepositId = counter(recordIdBase.deposit);
  const nextWithdrawalId = counter(recordIdBase.withdraw);
  const nextTransferId = counter(recordIdBase.transfer);
  const nextLedgerId = counter(recordIdBase.ledger);
  const nextAddressId = counter(1);
  return {
    deposits: seedDepositRecords(demoId, start, nextDepositId),
    withdrawals: seedWithdrawalRecords(demoId, start, nextWithdrawalId),
    transfers: seedTransfers.map(([hoursAgo, code, amount, from, to]) => ({
      id: nextTransferId(),
      customerId: demoId,
      coin: seedCoin(code),
      amount: new Decimal(amount).toFixed(),
      from,
      to,
      createdAt: start - hoursAgo * HOUR,
    })),
    ledger: seedLedger.map(([hoursAgo, kind, code, amount, fee]) => ({
      id: nextLedgerId(),
      customerId: demoId,
      coin: seedCoin(code),
      kind,
      amount,
      fee,
      createdAt: start - hoursAgo * HOUR,
    })),
    addresses: seedSavedAddresses.map(([label, code, chain, memo], i) => ({
      id: nextAddressId(),
      customerId: demoId,
      coin: seedCoin(code),
      chain,
      address: externalAddress(`book:${label}`, chain),
      label,
      memo,
      createdAt: start - (40 - i * 12) * 24 * HOUR,
      disabled: false,
    })),
    nextDepositId,
    nextWithdrawalId,
    nextTransferId,
    nextAddressId,
  };
}
