/** The columns of the spot order lists: the figures a trader reads, each at the pair's or the coin's precision. */
import { formatDate } from '../../lib/dates.ts';
import { CoinAmount } from '../../shell/money.tsx';
import type { Column } from '../../ui/DataTable.tsx';
import { Figure } from '../../ui/Figure.tsx';
import { StatusBadge, type StatusTone } from '../../ui/StatusBadge.tsx';
import { filledPercent, isMarketPrice, spotOrderTotal } from './order-math.ts';
import { OrderSide, TradeLink } from './OrderBits.tsx';
import { PairAmount, PairPrice } from './PairFigures.tsx';
import type { SpotDeal, SpotOrder, SpotPlanOrder } from './spot-api.ts';
import { spotTradeHref } from './trade-links.ts';

type Translate = (id: string) => string;
type Row = { VarietyId: number; Symbol: string; Side: 'buy' | 'sell'; CreateTime: string };

const quoteOf = (symbol: string): string => symbol.split('/')[1] ?? '';

const orderTones: Record<SpotOrder['Status'], StatusTone> = {
  open: 'pending',
  partial: 'pending',
  filled: 'success',
  cancelled: 'neutral',
};
const planTones: Record<SpotPlanOrder['Status'], StatusTone> = {
  waiting: 'pending',
  triggered: 'success',
  cancelled: 'neutral',
};

function common<R extends Row>(t: Translate, sortable: boolean): Column<R>[] {
  return [
    {
      id: 'pair',
      header: t('orders.col.pair'),
      cell: (r) => <TradeLink href={spotTradeHref(r.Symbol)}>{r.Symbol}</TradeLink>,
    },
    {
      id: 'time',
      header: t('orders.col.time'),
      numeric: true,
      align: 'start',
      sortable,
      cell: (r) => formatDate(r.CreateTime),
    },
    {
      id: 'side',
      header: t('orders.col.side'),
      cell: (r) => <OrderSide up={r.Side === 'buy'}>{t(`orders.side.${r.Side}`)}</OrderSide>,
    },
  ];
}

/** Open orders (`finished` false) or the history (true): the total is the order's value, then what it traded. */
export function spotOrderColumns(t: Translate, finished: boolean): Column<SpotOrder>[] {
  return [
    ...common<SpotOrder>(t, finished),
    { id: 'type', header: t('orders.col.type'), cell: (o) => t(`orders.type.${o.Type}`) },
    {
      id: 'price',
      header: t('orders.col.price'),
      numeric: true,
      cell: (o) => <PairPrice varietyId={o.VarietyId} value={o.Price} market />,
    },
    {
      id: 'amount',
      header: t('orders.col.amount'),
      numeric: true,
      cell: (o) => <PairAmount varietyId={o.VarietyId} value={o.Amount} />,
    },
    {
      id: 'filled',
      header: t('orders.col.filled'),
      numeric: true,
      cell: (o) => (
        <>
          <PairAmount varietyId={o.VarietyId} value={o.Filled} /> (
          <Figure kind="percent" sign="negative" value={filledPercent(o.Filled, o.Amount)} />)
        </>
      ),
    },
    {
      id: 'avgPrice',
      header: t('orders.col.avgPrice'),
      numeric: true,
      cell: (o) => <PairPrice varietyId={o.VarietyId} value={isMarketPrice(o.AvgPrice) ? null : o.AvgPrice} />,
    },
    {
      id: 'total',
      header: t('orders.col.total'),
      numeric: true,
      cell: (o) => <CoinAmount amount={spotOrderTotal(o, finished)} coin={quoteOf(o.Symbol)} />,
    },
    {
      id: 'fee',
      header: t('orders.col.fee'),
      numeric: true,
      cell: (o) => <CoinAmount amount={o.Fee} coin={o.FeeCoin} />,
    },
    {
      id: 'status',
      header: t('orders.col.status'),
      cell: (o) => <StatusBadge tone={orderTones[o.Status]}>{t(`orders.status.${o.Status}`)}</StatusBadge>,
    },
  ];
}

export function spotPlanColumns(t: Translate): Column<SpotPlanOrder>[] {
  return [
    ...common<SpotPlanOrder>(t, false),
    { id: 'type', header: t('orders.col.type'), cell: (p) => t(`orders.type.${p.Type}`) },
    {
      id: 'trigger',
      header: t('orders.col.trigger'),
      numeric: true,
      cell: (p) => <PairPrice varietyId={p.VarietyId} value={p.TriggerPrice} />,
    },
    {
      id: 'price',
      header: t('orders.col.price'),
      numeric: true,
      cell: (p) => <PairPrice varietyId={p.VarietyId} value={p.Price} market />,
    },
    {
      id: 'amount',
      header: t('orders.col.amount'),
      numeric: true,
      cell: (p) => <PairAmount varietyId={p.VarietyId} value={p.Amount} />,
    },
    {
      id: 'status',
      header: t('orders.col.status'),
      cell: (p) => <StatusBadge tone={planTones[p.Status]}>{t(`orders.planStatus.${p.Status}`)}</StatusBadge>,
    },
  ];
}

export function spotFillColumns(t: Translate): Column<SpotDeal>[] {
  return [
    ...common<SpotDeal>(t, true),
    { id: 'role', header: t('orders.col.role'), cell: (d) => t(`orders.role.${d.Role}`) },
    {
      id: 'price',
      header: t('orders.col.price'),
      numeric: true,
      cell: (d) => <PairPrice varietyId={d.VarietyId} value={d.Price} />,
    },
    {
      id: 'amount',
      header: t('orders.col.amount'),
      numeric: true,
      cell: (d) => <PairAmount varietyId={d.VarietyId} value={d.Amount} />,
    },
    {
      id: 'total',
      header: t('orders.col.total'),
      numeric: true,
      cell: (d) => <CoinAmount amount={d.Total} coin={quoteOf(d.Symbol)} />,
    },
    {
      id: 'fee',
      header: t('orders.col.fee'),
      numeric: true,
      cell: (d) => <CoinAmount amount={d.Fee} coin={d.FeeCoin} />,
    },
  ];
}
