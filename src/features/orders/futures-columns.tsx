/** The columns of the futures lists: contracts at their price precision, counts of contracts, USDT at the coin's precision. */
import { formatDate } from '../../lib/dates.ts';
import { CoinAmount } from '../../shell/money.tsx';
import type { Column } from '../../ui/DataTable.tsx';
import { Figure } from '../../ui/Figure.tsx';
import type { FuturesBill, FuturesKillOrFillOrder, FuturesOrder, FuturesPlanOrder } from './futures-api.ts';
import type { EnumNames, EnumTypeName } from './futures-enums.ts';
import { ContractPrice, Contracts, FuturesSide, FuturesStatus, Leverage, SignedAmount } from './FuturesFigures.tsx';
import { filledPercent, isMarketPrice } from './order-math.ts';
import { TradeLink } from './OrderBits.tsx';
import { futuresTradeHref } from './trade-links.ts';

type Translate = (id: string) => string;
export type FuturesNames = Record<EnumTypeName, EnumNames>;
type Row = { ContractId: number; Symbol: string; Side: number; Leverage: number; CreateTime: string };

function common<R extends Row>(t: Translate, names: FuturesNames, sortable: boolean): Column<R>[] {
  return [
    {
      id: 'contract',
      header: t('orders.col.contract'),
      cell: (r) => <TradeLink href={futuresTradeHref(r.Symbol)}>{r.Symbol}</TradeLink>,
    },
    {
      id: 'time',
      header: t('orders.col.time'),
      numeric: true,
      align: 'start',
      sortable,
      cell: (r) => formatDate(r.CreateTime),
    },
    { id: 'side', header: t('orders.col.side'), cell: (r) => <FuturesSide side={r.Side} names={names.OrderSide} /> },
    { id: 'leverage', header: t('orders.col.leverage'), numeric: true, cell: (r) => <Leverage times={r.Leverage} /> },
  ];
}

export function futuresOrderColumns(t: Translate, names: FuturesNames, finished: boolean): Column<FuturesOrder>[] {
  return [
    ...common<FuturesOrder>(t, names, finished),
    { id: 'type', header: t('orders.col.type'), cell: (o) => names.OrderType.nameOf(o.OrderType) },
    {
      id: 'price',
      header: t('orders.col.price'),
      numeric: true,
      cell: (o) => <ContractPrice contractId={o.ContractId} value={o.Price} market />,
    },
    { id: 'volume', header: t('orders.col.volume'), numeric: true, cell: (o) => <Contracts count={o.Volume} /> },
    {
      id: 'filled',
      header: t('orders.col.filled'),
      numeric: true,
      cell: (o) => (
        <>
          <Contracts count={o.FilledVolume} /> (
          <Figure kind="percent" sign="negative" value={filledPercent(o.FilledVolume, o.Volume)} />)
        </>
      ),
    },
    {
      id: 'avgPrice',
      header: t('orders.col.avgPrice'),
      numeric: true,
      cell: (o) => <ContractPrice contractId={o.ContractId} value={isMarketPrice(o.AvgPrice) ? null : o.AvgPrice} />,
    },
    {
      id: 'margin',
      header: t('orders.col.margin'),
      numeric: true,
      cell: (o) => <CoinAmount amount={o.Margin} coin="USDT" />,
    },
    { id: 'fee', header: t('orders.col.fee'), numeric: true, cell: (o) => <CoinAmount amount={o.Fee} coin="USDT" /> },
    {
      id: 'status',
      header: t('orders.col.status'),
      cell: (o) => <FuturesStatus typeName="OrderStatus" status={o.Status} names={names.OrderStatus} />,
    },
  ];
}

export function futuresPlanColumns(t: Translate, names: FuturesNames, finished: boolean): Column<FuturesPlanOrder>[] {
  return [
    ...common<FuturesPlanOrder>(t, names, finished),
    {
      id: 'trigger',
      header: t('orders.col.trigger'),
      numeric: true,
      cell: (p) => <ContractPrice contractId={p.ContractId} value={p.TriggerPrice} />,
    },
    {
      id: 'price',
      header: t('orders.col.price'),
      numeric: true,
      cell: (p) => <ContractPrice contractId={p.ContractId} value={p.Price} market />,
    },
    { id: 'volume', header: t('orders.col.volume'), numeric: true, cell: (p) => <Contracts count={p.Volume} /> },
    {
      id: 'triggered',
      header: t('orders.col.triggeredAt'),
      numeric: true,
      align: 'start',
      cell: (p) => formatDate(p.TriggerTime),
    },
    {
      id: 'status',
      header: t('orders.col.status'),
      cell: (p) => <FuturesStatus typeName="PlanOrderStatus" status={p.Status} names={names.PlanOrderStatus} />,
    },
  ];
}

export function killOrFillColumns(
  t: Translate,
  names: FuturesNames,
  finished: boolean,
): Column<FuturesKillOrFillOrder>[] {
  return [
    ...common<FuturesKillOrFillOrder>(t, names, finished),
    {
      id: 'price',
      header: t('orders.col.price'),
      numeric: true,
      cell: (k) => <ContractPrice contractId={k.ContractId} value={k.Price} />,
    },
    { id: 'volume', header: t('orders.col.volume'), numeric: true, cell: (k) => <Contracts count={k.Volume} /> },
    {
      id: 'status',
      header: t('orders.col.status'),
      cell: (k) => <FuturesStatus typeName="KillOrFillStatus" status={k.Status} names={names.KillOrFillStatus} />,
    },
  ];
}

export function billColumns(t: Translate, names: FuturesNames): Column<FuturesBill>[] {
  return [
    { id: 'type', header: t('orders.col.billType'), cell: (b) => names.BillType.nameOf(b.BillType) },
    { id: 'time', header: t('orders.col.time'), numeric: true, align: 'start', cell: (b) => formatDate(b.CreateTime) },
    { id: 'tradeType', header: t('orders.col.tradeType'), cell: (b) => names.BillTradeType.nameOf(b.BillTradeType) },
    {
      id: 'contract',
      header: t('orders.col.contract'),
      cell: (b) =>
        b.Symbol ? <TradeLink href={futuresTradeHref(b.Symbol)}>{b.Symbol}</TradeLink> : t('orders.futures.noContract'),
    },
    {
      id: 'amount',
      header: t('orders.col.change'),
      numeric: true,
      cell: (b) => <SignedAmount amount={b.Amount} coin={b.Coin} />,
    },
    {
      id: 'balance',
      header: t('orders.col.balance'),
      numeric: true,
      cell: (b) => <CoinAmount amount={b.Balance} coin={b.Coin} />,
    },
  ];
}
