/** Coin balances of each customer (available and frozen), kept as decimal strings. */
import Decimal from 'decimal.js';
import { SandboxFault, codes } from '../core/fault.ts';

export interface Balance {
  available: Decimal;
  frozen: Decimal;
}

export type BalanceStore = Map<number, Map<string, Balance>>;

export function createBalanceStore(): BalanceStore {
  return new Map();
}

export function balanceOf(store: BalanceStore, customerId: number, coin: string): Balance {
  let wallet = store.get(customerId);
  if (!wallet) store.set(customerId, (wallet = new Map()));
  let balance = wallet.get(coin);
  if (!balance) wallet.set(coin, (balance = { available: new Decimal(0), frozen: new Decimal(0) }));
  return balance;
}

export function walletOf(store: BalanceStore, customerId: number): Map<string, Balance> {
  return store.get(customerId) ?? new Map();
}

export function credit(store: BalanceStore, customerId: number, coin: string, amount: Decimal.Value): void {
  const b = balanceOf(store, customerId, coin);
  b.available = b.available.plus(amount);
}

export function debit(store: BalanceStore, customerId: number, coin: string, amount: Decimal.Value): void {
  const b = balanceOf(store, customerId, coin);
  if (b.available.lt(amount)) throw new SandboxFault(codes.insufficientBalance, `Insufficient ${coin} balance`);
  b.available = b.available.minus(amount);
}

/** Moves an amount from available to frozen (an open order or a pending withdrawal). */
export function freeze(store: BalanceStore, customerId: number, coin: string, amount: Decimal.Value): void {
  debit(store, customerId, coin, amount);
  const b = balanceOf(store, customerId, coin);
  b.frozen = b.frozen.plus(amount);
}

/** Releases a frozen amount back to available, or spends it when `spend` is set. */
export function unfreeze(
  store: BalanceStore,
  customerId: number,
  coin: string,
  amount: Decimal.Value,
  spend = false,
): void {
  const b = balanceOf(store, customerId, coin);
  b.frozen = Decimal.max(0, b.frozen.minus(amount));
  if (!spend) b.available = b.available.plus(amount);
}
