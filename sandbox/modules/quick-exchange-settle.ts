/**
 * A flash order's life: placed pending with its FromAmount held, then settled on the sandbox clock
 * a few seconds later, with success (the held coins spent, the quoted coins credited) or as failed
 * (the held coins released). Every read of orders or balances settles first, so all agree.
 */
import { now } from '../core/clock.ts';
import { credit, unfreeze } from '../state/balances.ts';
import type { SandboxState } from '../state/index.ts';
import type { QuickExchangeState } from './quick-exchange.state.ts';

/** How long a flash order stays pending. */
export const flashSettleMs = 2_000;
/** A quote still holds this long past its lifetime: the app counts from when the answer arrived. */
export const quoteGraceMs = 2_000;

/** How the next order ends: as the flash-orders knob says while it lasts, success otherwise. */
export function nextOutcome(state: QuickExchangeState): 'success' | 'failed' {
  const forced = state.forcedOutcome;
  if (!forced || forced.remaining <= 0) return 'success';
  forced.remaining--;
  return forced.outcome;
}

/** Remembers a quote until it stops holding; quotes long expired are forgotten. */
export function rememberQuote(state: QuickExchangeState, key: string, lifetimeSeconds: number): void {
  const at = now();
  for (const [k, until] of state.quotes) if (until < at) state.quotes.delete(k);
  state.quotes.set(key, at + lifetimeSeconds * 1000 + quoteGraceMs);
}

export const quoteHolds = (state: QuickExchangeState, key: string): boolean => (state.quotes.get(key) ?? 0) >= now();

export function settleFlashOrders(state: SandboxState): void {
  const at = now();
  const { orders, settlements } = state.quickExchange;
  for (const [orderId, settlement] of settlements) {
    if (at < settlement.settlesAt) continue;
    const order = orders.get(settlement.customerId)?.find((o) => o.OrderId === orderId);
    settlements.delete(orderId);
    if (!order) continue;
    const balances = state.core.balances;
    if (settlement.outcome === 'success') {
      unfreeze(balances, settlement.customerId, order.FromCoin, order.FromAmount, true);
      credit(balances, settlement.customerId, order.ToCoin, order.ToAmount);
    } else {
      unfreeze(balances, settlement.customerId, order.FromCoin, order.FromAmount);
    }
    order.Status = settlement.outcome;
  }
}
