/** The perpetual contracts of the futures host and the names of its enumerations (GetEnumType). */

export interface SeedContract {
  ContractId: number;
  BaseCoin: string;
  /** Amount of the base coin one contract stands for. */
  Multiplier: string;
  MaxLeverage: number;
}

export const seedContracts: SeedContract[] = [
  { ContractId: 1, BaseCoin: 'BTC', Multiplier: '0.001', MaxLeverage: 125 },
  { ContractId: 2, BaseCoin: 'ETH', Multiplier: '0.01', MaxLeverage: 100 },
  { ContractId: 3, BaseCoin: 'SOL', Multiplier: '0.1', MaxLeverage: 50 },
  { ContractId: 4, BaseCoin: 'BNB', Multiplier: '0.01', MaxLeverage: 50 },
  { ContractId: 5, BaseCoin: 'XRP', Multiplier: '10', MaxLeverage: 50 },
  { ContractId: 6, BaseCoin: 'DOGE', Multiplier: '100', MaxLeverage: 50 },
  { ContractId: 7, BaseCoin: 'LTC', Multiplier: '0.1', MaxLeverage: 50 },
  { ContractId: 8, BaseCoin: 'LINK', Multiplier: '1', MaxLeverage: 50 },
];

export type EnumTypeName =
  'BillType' | 'BillTradeType' | 'OrderSide' | 'OrderType' | 'OrderStatus' | 'PlanOrderStatus' | 'KillOrFillStatus';

/** A value's name in en, fr, zh-CN and zh-Hant. */
type Names = [string, string, string, string];

const sides: Names[] = [
  ['Open long', 'Ouvrir long', '开多', '開多'],
  ['Open short', 'Ouvrir short', '开空', '開空'],
  ['Close long', 'Fermer long', '平多', '平多'],
  ['Close short', 'Fermer short', '平空', '平空'],
];

/** The names of each enumeration's values 1, 2, 3, ... */
export const enumNames: Record<EnumTypeName, Names[]> = {
  BillType: [
    ['Transfer', 'Transfert', '划转', '劃轉'],
    ['Trading fee', 'Frais de transaction', '手续费', '手續費'],
    ['Realised PnL', 'PnL réalisé', '已实现盈亏', '已實現盈虧'],
    ['Funding fee', 'Frais de financement', '资金费用', '資金費用'],
    ['Liquidation', 'Liquidation', '强制平仓', '強制平倉'],
  ],
  BillTradeType: [
    ...sides,
    ['Transfer in', 'Transfert entrant', '转入', '轉入'],
    ['Transfer out', 'Transfert sortant', '转出', '轉出'],
    ['Funding settlement', 'Règlement du financement', '资金费结算', '資金費結算'],
  ],
  OrderSide: sides,
  OrderType: [
    ['Limit', 'Limite', '限价', '限價'],
    ['Market', 'Marché', '市价', '市價'],
  ],
  OrderStatus: [
    ['Open', 'Ouvert', '未成交', '未成交'],
    ['Partially filled', 'Partiellement exécuté', '部分成交', '部分成交'],
    ['Filled', 'Exécuté', '完全成交', '完全成交'],
    ['Cancelled', 'Annulé', '已撤销', '已撤銷'],
  ],
  PlanOrderStatus: [
    ['Waiting', 'En attente', '等待触发', '等待觸發'],
    ['Triggered', 'Déclenché', '已触发', '已觸發'],
    ['Cancelled', 'Annulé', '已撤销', '已撤銷'],
    ['Failed', 'Échoué', '触发失败', '觸發失敗'],
  ],
  KillOrFillStatus: [
    ['Waiting', 'En attente', '等待中', '等待中'],
    ['Filled', 'Exécuté', '全部成交', '全部成交'],
    ['Killed', 'Annulé faute de liquidité', '未能全部成交已撤销', '未能全部成交已撤銷'],
    ['Cancelled', 'Annulé', '已撤销', '已撤銷'],
  ],
};
