/** The columns of the spot exports: named in the page language, amounts as the server's decimal strings (full precision). */
import type { CsvColumn } from '../../lib/csv.ts';
import { formatDate } from '../../lib/dates.ts';
import { spotOrderTotal } from './order-math.ts';
import type { SpotDeal, SpotOrder } from './spot-api.ts';

type Translate = (id: string) => string;

export function historyCsvColumns(t: Translate): CsvColumn<SpotOrder>[] {
  return [
    { header: t('orders.col.orderId'), value: (o) => String(o.OrderId) },
    { header: t('orders.col.time'), value: (o) => formatDate(o.CreateTime) },
    { header: t('orders.col.pair'), value: (o) => o.Symbol },
    { header: t('orders.col.side'), value: (o) => t(`orders.side.${o.Side}`) },
    { header: t('orders.col.type'), value: (o) => t(`orders.type.${o.Type}`) },
    { header: t('orders.col.price'), value: (o) => o.Price },
    { header: t('orders.col.amount'), value: (o) => o.Amount },
    { header: t('orders.col.filled'), value: (o) => o.Filled },
    { header: t('orders.col.avgPrice'), value: (o) => o.AvgPrice },
    { header: t('orders.col.total'), value: (o) => spotOrderTotal(o, true)?.toFixed() },
    { header: t('orders.col.fee'), value: (o) => o.Fee },
    { header: t('orders.col.feeCoin'), value: (o) => o.FeeCoin },
    { header: t('orders.col.status'), value: (o) => t(`orders.status.${o.Status}`) },
  ];
}

export function fillsCsvColumns(t: Translate): CsvColumn<SpotDeal>[] {
  return [
    { header: t('orders.col.fillId'), value: (d) => String(d.DealId) },
    { header: t('orders.col.orderId'), value: (d) => String(d.OrderId) },
    { header: t('orders.col.time'), value: (d) => formatDate(d.CreateTime) },
    { header: t('orders.col.pair'), value: (d) => d.Symbol },
    { header: t('orders.col.side'), value: (d) => t(`orders.side.${d.Side}`) },
    { header: t('orders.col.role'), value: (d) => t(`orders.role.${d.Role}`) },
    { header: t('orders.col.price'), value: (d) => d.Price },
    { header: t('orders.col.amount'), value: (d) => d.Amount },
    { header: t('orders.col.total'), value: (d) => d.Total },
    { header: t('orders.col.fee'), value: (d) => d.Fee },
    { header: t('orders.col.feeCoin'), value: (d) => d.FeeCoin },
  ];
}
