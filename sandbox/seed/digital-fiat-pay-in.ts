/** What a customer is told to pay a pay-in order with, by channel, and why a payment fails. */
import type { Channel, Texts } from './digital-fiat-catalog.ts';

export interface PayInDetail {
  Name: 'BankName' | 'AccountNumber' | 'AccountName' | 'Reference' | 'MerchantCode';
  label: Texts;
  value: string;
}

const labels: Record<PayInDetail['Name'], Texts> = {
  BankName: { en: 'Bank', fr: 'Banque', 'zh-CN': '银行', 'zh-Hant': '銀行' },
  AccountNumber: { en: 'Account number', fr: 'Numéro de compte', 'zh-CN': '账号', 'zh-Hant': '帳號' },
  AccountName: { en: 'Account name', fr: 'Titulaire du compte', 'zh-CN': '账户名', 'zh-Hant': '帳戶名稱' },
  Reference: { en: 'Payment reference', fr: 'Référence du paiement', 'zh-CN': '付款备注', 'zh-Hant': '付款備註' },
  MerchantCode: { en: 'Merchant code', fr: 'Code marchand', 'zh-CN': '商户代码', 'zh-Hant': '商戶代碼' },
};

const detail = (Name: PayInDetail['Name'], value: string): PayInDetail => ({ Name, label: labels[Name], value });

/** The collection account's number: ten digits, one per order, so that transfers are matched to it. */
const collectionAccount = (recordId: number) => `99${String(recordId).padStart(8, '0')}`;

export function payInDetails(channel: Channel, orderId: string, recordId: number): PayInDetail[] {
  if (channel === 'bank') {
    return [
      detail('BankName', 'Providus Bank'),
      detail('AccountNumber', collectionAccount(recordId)),
      detail('AccountName', 'LUMEN COLLECTIONS'),
      detail('Reference', orderId),
    ];
  }
  if (channel === 'mobileMoney') return [detail('MerchantCode', '884512'), detail('Reference', orderId)];
  return [];
}

/** Why the provider refused a payment when the knob does not say. */
export const payInFailedReason: Texts = {
  en: 'The payment provider declined the payment. No money was taken.',
  fr: 'Le prestataire de paiement a refusé le paiement. Aucun montant n’a été prélevé.',
  'zh-CN': '支付服务商拒绝了这笔付款，未扣取任何款项。',
  'zh-Hant': '支付服務商拒絕了這筆付款，未扣取任何款項。',
};
