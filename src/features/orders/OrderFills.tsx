/** An order's fills, shown when its row is opened: when, at what price, how much, the fee, maker or taker. */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useApiQuery } from '../../api/query.ts';
import { formatDate } from '../../lib/dates.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { Loaded } from '../../shell/Loaded.tsx';
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
  return (
    <div className="order-fills">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.col.time')}</th>
            <th scope="col">{t('orders.col.price')}</th>
            <th scope="col">{t('orders.col.amount')}</th>
            <th scope="col">{t('orders.col.fee')}</th>
            <th scope="col">{t('orders.col.role')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <td>{formatDate(line.time)}</td>
              <td className="order-fills__num">{line.price}</td>
              <td className="order-fills__num">{line.amount}</td>
              <td className="order-fills__num">{line.fee}</td>
              <td>{t(`orders.role.${line.role}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function OrderFills({ order }: { order: SpotOrder }) {
  const intl = useIntl();
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
          caption={intl.formatMessage({ id: 'orders.fills.caption' }, { count: page.TotalCount })}
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
