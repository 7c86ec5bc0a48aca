/**
 * What happens to OTC orders and appeals as the sandbox clock moves: the merchants release paid
 * buys and pay sells when due (knob otc-merchant), and support takes each new appeal up after
 * ten minutes and resolves it after an hour (a buy's coins released, a sell's payment found).
 */
import { now } from '../core/clock.ts';
import { credit, unfreeze } from '../state/balances.ts';
import { tr, type Texts } from '../seed/otc-catalog.ts';
import { expireUnpaidOrders } from './otc-common.ts';
import type { Appeal, OtcOrder, OtcState } from './otc.state.ts';

const minute = 60_000;
export const appealTakenUpMs = 10 * minute;
export const appealResolvedMs = 60 * minute;

const at = (ms: number): string => new Date(ms).toISOString();

/** When the merchant acts on an order that has just become theirs to act on, per the knob. */
export function merchantDue(state: OtcState): number | null {
  const { acts, minutes } = state.merchant;
  if (acts === 'never') return null;
  return acts === 'atOnce' ? now() : now() + minutes * minute;
}

/** A buy is released to the customer: the order completes and the coin is credited. */
export function release(state: OtcState, order: OtcOrder, atMs: number): void {
  order.Status = 'completed';
  order.CompleteTime = at(atMs);
  order.merchantDueMs = null;
  credit(state.balances, order.customerId, order.CoinCode, order.Quantity);
}

function merchantActs(state: OtcState, order: OtcOrder, t: number): void {
  if (order.merchantDueMs === null || order.merchantDueMs > t) return;
  if (order.Side === 'buy' && order.Status === 'paid') release(state, order, order.merchantDueMs);
  else if (order.Side === 'sell' && order.Status === 'waitingPayment') {
    order.Status = 'paid';
    order.PaidTime = at(order.merchantDueMs);
    order.merchantDueMs = null;
  }
}

const results: Record<'buy' | 'sell', Texts> = {
  buy: tr(
    'Support confirmed your payment; the merchant’s coins were released to you.',
    'Le support a confirmé votre paiement ; les cryptomonnaies du marchand vous ont été libérées.',
    '客服确认了您的付款，商家的币已放给您。',
    '客服確認了您的付款，商家的幣已放給您。',
  ),
  sell: tr(
    'Support confirmed the merchant’s payment reached your account; the order is completed and the coins went to the merchant.',
    'Le support a confirmé que le paiement du marchand est arrivé sur votre compte ; la commande est terminée et les cryptomonnaies sont allées au marchand.',
    '客服确认商家的付款已到账，订单已完成，币已转给商家。',
    '客服確認商家的付款已到帳，訂單已完成，幣已轉給商家。',
  ),
};

function resolve(state: OtcState, appeal: Appeal, atMs: number): void {
  const order = state.orders.find((o) => o.OrderId === appeal.OrderId)!;
  appeal.Status = 'resolved';
  appeal.result = results[order.Side];
  appeal.progress.push({ Time: at(atMs), Status: 'resolved', step: 'resolved' });
  appeal.UpdateTime = at(atMs);
  if (order.Status !== 'appealing') return;
  if (order.Side === 'buy') {
    release(state, order, atMs);
    return;
  }
  order.Status = 'completed';
  order.CompleteTime = at(atMs);
  unfreeze(state.balances, order.customerId, order.CoinCode, order.Quantity, true);
}

function appealMoves(state: OtcState, appeal: Appeal, t: number): void {
  const moves = appeal.movesMs;
  if (!moves || appeal.Status === 'resolved') return;
  if (appeal.Status === 'pending' && t >= moves.processing) {
    appeal.Status = 'processing';
    appeal.progress.push({ Time: at(moves.processing), Status: 'processing', step: 'processing' });
    appeal.UpdateTime = at(moves.processing);
  }
  if (t >= moves.resolved) resolve(state, appeal, moves.resolved);
}

/** Brings the desk up to the sandbox clock; every OTC read and change calls it first. */
export function settleOtc(state: OtcState): void {
  expireUnpaidOrders(state);
  const t = now();
  for (const order of state.orders) merchantActs(state, order, t);
  for (const appeal of state.appeals) appealMoves(state, appeal, t);
}
