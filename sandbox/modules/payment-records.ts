/** Recording a payment order: its number and reference, and what the buyer is told to pay with. */
import { paymentWindowMinutes, type PaymentChannel } from '../seed/payment-catalog.ts';
import { fiatPlaces, noDate, type Quote } from './payment-rules.ts';
import type { PaymentOrderRecord, PaymentOutcome, PaymentState } from './payment-store.ts';

export interface OrderInput {
  customerId: number;
  channel: PaymentChannel;
  coin: string;
  quote: Quote;
  values: Record<string, string>;
  status: PaymentOrderRecord['Status'];
  bankAccountId: number | null;
  createdMs: number;
  submittedMs: number | null;
  outcome: PaymentOutcome;
}

/** Gives the order its number and reference, and the buyer's payment instructions. */
export function recordOrder(payment: PaymentState, input: OrderInput): PaymentOrderRecord {
  const seq = payment.nextOrderSeq();
  const OrderId = String(seq);
  const Reference = `IDP${seq.toString(36).toUpperCase()}`;
  const created = new Date(input.createdMs).toISOString();
  const { channel, quote } = input;
  const order: PaymentOrderRecord = {
    OrderId,
    Reference,
    customerId: input.customerId,
    Provider: channel.provider,
    Side: channel.side,
    Status: input.status,
    CoinCode: input.coin,
    FiatCode: channel.fiat,
    FiatAmount: quote.fiatAmount.toFixed(fiatPlaces),
    Quantity: quote.quantity.toFixed(),
    Price: quote.price.toFixed(fiatPlaces),
    Fee: quote.fee.toFixed(fiatPlaces),
    PayMethodId: channel.id,
    RedirectUrl: channel.provider === 'klicklPay' ? `/fiat/klicklPayStatus?orderId=${OrderId}` : null,
    instructions: instructionsFor(channel, quote, input.values, OrderId, Reference),
    BankAccountId: input.bankAccountId,
    CreateTime: created,
    UpdateTime: created,
    CompleteTime: noDate,
    ExpireTime:
      channel.side === 'buy'
        ? new Date(input.createdMs + paymentWindowMinutes[channel.payType] * 60_000).toISOString()
        : noDate,
    submittedMs: input.submittedMs,
    outcome: input.outcome,
  };
  payment.orders.push(order);
  return order;
}

/** KlicklPay shows its own pages and a sell needs nothing from the buyer, so only the other buys carry instructions. */
function instructionsFor(
  channel: PaymentChannel,
  quote: Quote,
  values: Record<string, string>,
  orderId: string,
  reference: string,
): { Name: string; Value: string }[] {
  if (channel.side === 'sell' || channel.provider === 'klicklPay') return [];
  const toPay = { Name: 'AmountToPay', Value: `${quote.fiatAmount.toFixed(fiatPlaces)} ${channel.fiat}` };
  const ref = { Name: 'Reference', Value: reference };
  if (channel.payType === 'pix') {
    return [
      { Name: 'Beneficiary', Value: 'FacilitaPay IP Ltda' },
      toPay,
      ref,
      { Name: 'PixCode', Value: pixCode(quote.fiatAmount.toFixed(fiatPlaces), reference) },
    ];
  }
  if (channel.payType === 'mobileMoney') return [{ Name: 'PhoneNumber', Value: values.PhoneNumber ?? '' }, toPay, ref];
  return [
    { Name: 'Beneficiary', Value: 'PivotPay Collections Ltd' },
    { Name: 'BankName', Value: 'Providus Bank' },
    { Name: 'AccountNumber', Value: `97${orderId.slice(-8)}` },
    toPay,
    ref,
  ];
}

const tlv = (id: string, value: string): string => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE, the checksum that closes a PIX copy-and-paste code. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** A static PIX "copia e cola" payload (EMV QR format) paying FacilitaPay the amount under the reference. */
function pixCode(amount: string, reference: string): string {
  const payload =
    tlv('00', '01') +
    tlv('26', tlv('00', 'br.gov.bcb.pix') + tlv('01', 'pix@facilitapay.com.br')) +
    tlv('52', '0000') +
    tlv('53', '986') +
    tlv('54', amount) +
    tlv('58', 'BR') +
    tlv('59', 'FACILITAPAY IP LTDA') +
    tlv('60', 'SAO PAULO') +
    tlv('62', tlv('05', reference)) +
    '6304';
  return payload + crc16(payload);
}
