/** Names of the assets records filters, in the four languages of the product. */
import type { Texts } from './digital-fiat-catalog.ts';

export type RecordType = 'deposit' | 'withdraw' | 'transfer' | 'trade' | 'flashExchange' | 'fiat' | 'reward';
export type RecordStatus = 'pending' | 'processing' | 'completed' | 'cancelled' | 'failed';

export const recordTypeNames: Record<RecordType, Texts> = {
  deposit: { en: 'Deposit', fr: 'Dépôt', 'zh-CN': '充值', 'zh-Hant': '充值' },
  withdraw: { en: 'Withdrawal', fr: 'Retrait', 'zh-CN': '提现', 'zh-Hant': '提領' },
  transfer: { en: 'Transfer', fr: 'Transfert', 'zh-CN': '划转', 'zh-Hant': '劃轉' },
  trade: { en: 'Spot trade', fr: 'Trading au comptant', 'zh-CN': '现货交易', 'zh-Hant': '現貨交易' },
  flashExchange: { en: 'Flash exchange', fr: 'Échange éclair', 'zh-CN': '闪兑', 'zh-Hant': '閃兌' },
  fiat: { en: 'Digital fiat', fr: 'Monnaie fiduciaire numérique', 'zh-CN': '法币充提', 'zh-Hant': '法幣充提' },
  reward: { en: 'Reward', fr: 'Récompense', 'zh-CN': '奖励', 'zh-Hant': '獎勵' },
};

export const recordStatusNames: Record<RecordStatus, Texts> = {
  pending: { en: 'Pending', fr: 'En attente', 'zh-CN': '待处理', 'zh-Hant': '待處理' },
  processing: { en: 'Processing', fr: 'En cours', 'zh-CN': '处理中', 'zh-Hant': '處理中' },
  completed: { en: 'Completed', fr: 'Terminé', 'zh-CN': '已完成', 'zh-Hant': '已完成' },
  cancelled: { en: 'Cancelled', fr: 'Annulé', 'zh-CN': '已取消', 'zh-Hant': '已取消' },
  failed: { en: 'Failed', fr: 'Échoué', 'zh-CN': '失败', 'zh-Hant': '失敗' },
};

/** Why the exchange refused a withdrawal when the knob does not say. */
export const withdrawalRefusedReason: Texts = {
  en: 'The destination address failed the exchange’s risk checks. The amount and fee are back in your balance.',
  fr: 'L’adresse de destination n’a pas passé les contrôles de risque de la plateforme. Le montant et les frais sont revenus sur votre solde.',
  'zh-CN': '目标地址未通过平台的风控审核，金额和手续费已退回您的余额。',
  'zh-Hant': '目標地址未通過平台的風控審核，金額和手續費已退回您的餘額。',
};
