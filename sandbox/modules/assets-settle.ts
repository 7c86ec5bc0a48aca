/**
 * What happens to pending movements while nobody looks: the next read finds confirmed
 * withdrawals broadcast and then mined, confirming deposits gaining confirmations and then
 * credited, digital-fiat orders paid, flash orders settled and token sales distributed. Every
 * call that reads movements or balances settles first, so all of them agree.
 */
import Decimal from 'decimal.js';
import { now } from '../core/clock.ts';
import { txIdOn } from '../seed/assets-chains.ts';
import { credit, unfreeze } from '../state/balances.ts';
import type { SandboxState } from '../state/index.ts';
import type { DepositRecord, WithdrawalRecord } from './assets.state.ts';
import type { PayInRecord } from './digital-fiat.state.ts';
import { settleIeo } from './ieo-phases.ts';
import { settleFlashOrders } from './quick-exchange-settle.ts';

/** A confirmed withdrawal, a pay-in order or a pay-out order is done once read this long after it started. */
export const settleAfterMs = 10_000;

/** A confirmed withdrawal is broadcast (processing) once read this long after its confirmation. */
export const broadcastAfterMs = 3_000;

/** What a withdrawal holds frozen until it completes or is cancelled. */
export const frozenBy = (w: WithdrawalRecord): Decimal => new Decimal(w.amount).plus(w.fee);

function settleWithdrawals(state: SandboxState, at: number): void {
  for (const w of state.assets.withdrawals) {
    if ((w.status !== 'confirmed' && w.status !== 'processing') || w.confirmedAt === null) continue;
    const since = at - w.confirmedAt;
    if (since > broadcastAfterMs && w.status === 'confirmed') {
      w.status = 'processing';
      w.txId = txIdOn(w.chain, `withdraw:${w.id}`);
    }
    if (since <= settleAfterMs) continue;
    unfreeze(state.core.balances, w.customerId, w.coin.Code, frozenBy(w), true);
    w.status = 'completed';
    w.completedAt = at;
  }
}

/** Confirmations grow evenly from the last count to the required ones at the moment of credit. */
function confirmationsAt(d: DepositRecord, at: number): number {
  const { at: from, confirmations } = d.progressFrom;
  const span = d.creditAt - from;
  if (span <= 0) return d.requiredConfirmations - 1;
  const gained = Math.floor(((d.requiredConfirmations - confirmations) * (at - from)) / span);
  return Math.max(confirmations, Math.min(d.requiredConfirmations - 1, confirmations + gained));
}

function settleDeposits(state: SandboxState, at: number): void {
  for (const d of state.assets.deposits) {
    if (d.status !== 'confirming') continue;
    if (at < d.creditAt) {
      d.confirmations = confirmationsAt(d, at);
      continue;
    }
    credit(state.core.balances, d.customerId, d.coin.Code, d.amount);
    d.status = 'completed';
    d.confirmations = d.requiredConfirmations;
    d.completedAt = at;
  }
}

export function markPayInPaid(state: SandboxState, order: PayInRecord, at: number): void {
  credit(state.core.balances, order.customerId, order.coin.Code, order.receiveAmount);
  order.status = 'paid';
  order.paidAt = at;
}

function settleFiatOrders(state: SandboxState, at: number): void {
  for (const order of state.digitalFiat.payIns) {
    if (order.status !== 'pending' || at - order.createdAt <= settleAfterMs) continue;
    markPayInPaid(state, order, at);
  }
  for (const order of state.digitalFiat.payOuts) {
    if (order.status !== 'processing' || at - order.createdAt <= settleAfterMs) continue;
    order.status = 'completed';
    order.completedAt = at;
  }
}

export function settleAssets(state: SandboxState): void {
  const at = now();
  settleWithdrawals(state, at);
  settleDeposits(state, at);
  settleFiatOrders(state, at);
  settleFlashOrders(state);
  settleIeo(state);
}
