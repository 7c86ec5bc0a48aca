/**
 * State of the third-party payment service: the customers' orders, FacilitaPay registrations
 * (with their uploaded documents) and registered Brazilian bank accounts, and what tests asked
 * the providers to do next (knobs). The demo customer starts with six past orders and no
 * FacilitaPay registration, so the BRL refusal shows.
 */
import { now } from '../core/clock.ts';
import { counter } from '../core/ids.ts';
import type { CoreState } from '../state/core.ts';
import { paymentChannelById } from '../seed/payment-catalog.ts';
import { recordOrder } from './payment-records.ts';
import { quoteBuy, quoteSell } from './payment-rules.ts';
import type { PaymentState } from './payment-store.ts';

const day = 24 * 3_600_000;

export function createPaymentState(core: CoreState): PaymentState {
  const state: PaymentState = {
    orders: [],
    registrations: new Map(),
    bankAccounts: [],
    nextOrderSeq: counter(5_102_000_001),
    nextBankAccountId: counter(7_001),
    knobs: { outcome: null, documentRefusal: null },
  };
  seedDemoOrders(state, core.customers.list[0].UserId, now());
  return state;
}

type Outcome = 'completed' | 'failed' | 'cancelled';

/** Past orders only: their coin moved long ago, so the seeded balances stay as they are. */
function seedDemoOrders(state: PaymentState, customerId: number, t: number): void {
  const past: [number, string, string, number, Outcome][] = [
    [101, 'USDT', '200000', 25, 'completed'],
    [202, 'USDT', '300', 18, 'completed'],
    [102, 'BTC', '1500000', 12, 'failed'],
    [106, 'USDT', '250', 9, 'cancelled'],
    [203, 'USDT', '150', 4, 'completed'],
    [101, 'ETH', '800000', 1, 'completed'],
  ];
  for (const [channelId, coin, amount, daysAgo, outcome] of past) {
    const channel = paymentChannelById(channelId)!;
    const quote = channel.side === 'buy' ? quoteBuy(channel, coin, amount) : quoteSell(channel, coin, amount);
    const createdMs = t - daysAgo * day;
    const order = recordOrder(state, {
      customerId,
      channel,
      coin,
      quote,
      values: {},
      status: outcome,
      bankAccountId: null,
      createdMs,
      submittedMs: null,
      outcome: 'completed',
    });
    const closed = new Date(
      createdMs + (outcome === 'cancelled' ? 30 * 60_000 : channel.arrivalMinutes * 60_000),
    ).toISOString();
    order.UpdateTime = closed;
    if (outcome === 'completed') order.CompleteTime = closed;
  }
}
