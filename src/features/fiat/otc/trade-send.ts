/** An OTC buy or sell as a money action: what is reviewed and sent, and where the desk's refusals land. */
import { sendOperation, type RefusalTable, type SendOutcome } from '../../../money-action/outcome.ts';
import { otcCalls, type AmountIn, type MatchedAdv, type OtcPair, type OtcSide } from './otc-api.ts';

export interface Trade {
  side: OtcSide;
  pair: OtcPair;
  advert: MatchedAdv;
  method: { id: number; name: string };
  amountIn: AmountIn;
  amount: string;
}

/** The fields of the trade form a refusal can land on. */
export interface TradeValues {
  amount: string;
  method: number;
}
export type TradeField = keyof TradeValues;

export const tradeRefusals: RefusalTable<TradeField> = {
  elsewhere: 'form',
  codes: {
    '10001': { id: 'otc.refused.invalid' },
    '10004': { id: 'otc.refused.notFound' },
    '30001': { field: 'amount', id: 'otc.refused.balance' },
    '62001': { field: 'amount', id: 'otc.refused.noAdvert' },
    '62002': { field: 'amount', id: 'otc.refused.limits' },
    '62003': { id: 'otc.refused.status' },
    '62004': { field: 'method', id: 'otc.refused.method' },
  },
};

export function sendTrade({ request: trade }: { request: Trade }): Promise<SendOutcome<{ OrderId: string }>> {
  const { advert, amountIn, amount, method } = trade;
  if (trade.side === 'buy') {
    const size = amountIn === 'fiat' ? { FiatAmount: amount } : { Quantity: amount };
    return sendOperation(
      otcCalls.buy,
      { body: { AdvId: advert.AdvId, ...size, PaymentMethodId: method.id } },
      tradeRefusals,
    );
  }
  return sendOperation(
    otcCalls.sell,
    {
      body: {
        AdvId: advert.AdvId,
        Quantity: amountIn === 'coin' ? amount : advert.Quantity,
        ReceiptMethodDetailId: method.id,
      },
    },
    tradeRefusals,
  );
}
