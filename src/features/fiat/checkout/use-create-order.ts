/**
 * Places the order of a checkout: KlicklPay's own calls (the order then waits for the customer on
 * the status page) or the generic ones (submitted to the provider at once).
 */
import type { ApiResult } from '../../../api/call.ts';
import { orderChanges, paymentCalls, usePaymentMutation } from '../payment-calls.ts';
import type { PaymentOrder, PaymentSide } from '../payment-api.ts';

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

export function useCreateOrder(flow: CheckoutFlow) {
  const buy = usePaymentMutation(paymentCalls.createBuy, orderChanges);
  const sell = usePaymentMutation(paymentCalls.createSell, orderChanges);
  const klicklPayBuy = usePaymentMutation(paymentCalls.createBuyKlicklPay, orderChanges);
  const klicklPaySell = usePaymentMutation(paymentCalls.createSellKlicklPay, orderChanges);

  const send = (o: OrderInput): Promise<ApiResult<PaymentOrder>> => {
    const base = { CoinCode: o.coin, FiatCode: o.fiat, Fields: o.fields };
    if (o.side === 'buy') {
      const body = { ...base, FiatAmount: o.amount, PayMethodId: o.channel };
      return flow === 'klicklPay' ? klicklPayBuy.send({ body }) : buy.send({ body });
    }
    if (flow === 'klicklPay')
      return klicklPaySell.send({ body: { ...base, Quantity: o.amount, PayoutMethodId: o.channel } });
    return sell.send({ body: { ...base, Quantity: o.amount, PayMethodId: o.channel } });
  };
  return { send };
}
