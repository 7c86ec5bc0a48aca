/** An order's fills, shown when its row is opened: when, at what price, how much, the fee, maker or taker. */
import type { ReactNode } from 'react';
import { useApiQuery } from '../../api/query.ts';
import { formatDate } from '../../lib/dates.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { Loaded } from '../../shell/Loaded.tsx';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { PairAmount, PairPrice } from './PairFigures.tsx';
import { orderFillsQuery, type SpotOrder } from './spot-api.ts';
import { useT } from '../../i18n/use-t.ts';

export interface FillLine {
  id: number;
  time: string;
  price: ReactNode;
  amount: ReactNode;
  fee: ReactNode;
  role: 'maker' | 'taker';
}

/** The fills as a small table; shared by the spot rows and the futures order detail. */
export function FillTable({ caption, lines }: { caption: string; lines: FillLine[] }) {
  const t = useT();
  const columns: Column<FillLine>[] = [
    { id: 'time', header: t('orders.col.time'), cell: (line) => formatDate(line.time) },
    { id: 'price', header: t('orders.col.price'), cell: (line) => line.price, numeric: true },
    { id: 'amount', header: t('orders.col.amount'), cell: (line) => line.amount, numeric: true },
    { id: 'fee', header: t('orders.col.fee'), cell: (line) => line.fee, numeric: true },
    { id: 'role', header: t('orders.col.role'), cell: (line) => t(`orders.role.${line.role}`) },
  ];
  return (
    <div className="order-fills">
      <p className="order-fills__caption" aria-hidden="true">
        {caption}
      </p>
      <DataTable caption={caption} columns={columns} rows={lines} rowKey={(line) => String(line.id)} empty={null} />
    </div>
  );
}

export function OrderFills({ order }: { order: SpotOrder }) {
  const t = useT();
  const fills = useApiQuery(orderFillsQuery(order.OrderId));
  return (
    <Loaded
      query={fills}
      empty="orders.fills.none"
      isEmpty={(page) => page.Items.length === 0}
      loading={<Skeleton lines={2} />}
    >
      {(page) => (
        <FillTable
          caption={t('orders.fills.caption', { count: page.TotalCount })}
          lines={page.Items.map((d) => ({
            id: d.DealId,
            time: d.CreateTime,
            price: <PairPrice varietyId={d.VarietyId} value={d.Price} />,
            amount: <PairAmount varietyId={d.VarietyId} value={d.Amount} />,
            fee: <CoinAmount amount={d.Fee} coin={d.FeeCoin} />,
            role: d.Role,
          }))}
        />
      )}
    </Loaded>
  );
}
