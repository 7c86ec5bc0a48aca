/**
 * Places the order of a checkout, once, as a money action's send: KlicklPay's own calls (the order
 * then waits for the customer on the status page) or the generic ones (submitted to the provider
 * at once).
 */
import { sendOperation, type SendOutcome } from '../../../money-action/outcome.ts';
import type { PaymentOrder, PaymentSide } from '../payment-api.ts';
import { paymentCalls } from '../payment-calls.ts';
import { onNamedField, orderRefusals } from '../payment-order-send.ts';

export type CheckoutFlow = 'generic' | 'klicklPay';

export interface OrderInput {
  side: PaymentSide;
  coin: string;
  fiat: string;
  /** A buy's fiat amount, a sell's coin quantity. */
  amount: string;
  channel: number;
  fields: Record<string, string>;
}

function send(flow: CheckoutFlow, o: OrderInput): Promise<SendOutcome<PaymentOrder>> {
  const base = { CoinCode: o.coin, FiatCode: o.fiat, Fields: o.fields };
  if (o.side === 'buy') {
    const body = { ...base, FiatAmount: o.amount, PayMethodId: o.channel };
    return flow === 'klicklPay'
      ? sendOperation(paymentCalls.createBuyKlicklPay, { body }, orderRefusals)
      : sendOperation(paymentCalls.createBuy, { body }, orderRefusals);
  }
  if (flow === 'klicklPay') {
    const body = { ...base, Quantity: o.amount, PayoutMethodId: o.channel };
    return sendOperation(paymentCalls.createSellKlicklPay, { body }, orderRefusals);
  }
  return sendOperation(
    paymentCalls.createSell,
    { body: { ...base, Quantity: o.amount, PayMethodId: o.channel } },
    orderRefusals,
  );
}

/** Places the order; a refusal naming one of the channel's fields (`fieldNames`) is the details field's. */
export const createOrder = async (flow: CheckoutFlow, order: OrderInput, fieldNames: readonly string[]) =>
  onNamedField(await send(flow, order), fieldNames);
