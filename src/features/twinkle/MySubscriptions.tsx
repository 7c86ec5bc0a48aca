/** The customer's subscriptions, newest first: what they paid, and whether the tokens have been distributed. */
import { Link } from 'react-router';
import { fetchAnswer, useApiQuery } from '../../api/query.ts';
import { formatDate } from '../../lib/dates.ts';
import { serverNow } from '../../session/server-clock.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { LoadedTable } from '../../shell/LoadedTable.tsx';
import type { Column } from '../../ui/DataTable.tsx';
import { ExportCsvButton } from '../../ui/ExportCsvButton.tsx';
import { Figure } from '../../ui/Figure.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { detailsPath } from './ProjectCard.tsx';
import { allSubscriptionsQuery, subscriptionRows, subscriptionsQuery, type IeoOrder } from './twinkle-api.ts';
import { useT } from '../../i18n/use-t.ts';
import { pagePath } from '../../config/page-paths.ts';

export function MySubscriptions({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const t = useT();
  const records = useApiQuery(subscriptionsQuery(page));
  const status = (order: IeoOrder) => t(`twinkle.orderStatus.${order.Status}`);
  const columns: Column<IeoOrder>[] = [
    {
      id: 'project',
      header: t('twinkle.order.project'),
      cell: (o) => <Link to={detailsPath(o.ProjectId)}>{`${o.ProjectName} (${o.TokenCode})`}</Link>,
    },
    {
      id: 'quantity',
      header: t('twinkle.order.quantity'),
      numeric: true,
      cell: (o) => <Figure kind="amount" value={o.Quantity} precision={o.QuantityPrecision} unit={o.TokenCode} />,
    },
    {
      id: 'paid',
      header: t('twinkle.order.paid'),
      numeric: true,
      cell: (o) => <CoinAmount amount={o.PayAmount} coin={o.PayCoin} />,
    },
    {
      id: 'status',
      header: t('twinkle.order.status'),
      cell: (o) => <StatusBadge tone={o.Status === 'distributed' ? 'success' : 'pending'}>{status(o)}</StatusBadge>,
    },
    {
      id: 'distributed',
      header: t('twinkle.order.distributed'),
      numeric: true,
      cell: (o) => (
        <Figure kind="amount" value={o.DistributedQuantity} precision={o.QuantityPrecision} unit={o.TokenCode} />
      ),
    },
    {
      id: 'time',
      header: t('twinkle.order.time'),
      numeric: true,
      align: 'start',
      cell: (o) => formatDate(o.CreateTime),
    },
  ];
  const exportRows = async () => (await fetchAnswer(allSubscriptionsQuery())).Items;
  return (
    <section className="twinkle-records" aria-label={t('twinkle.tab.mine')}>
      <div className="twinkle-records__bar">
        <ExportCsvButton
          fileName="token-sale-subscriptions"
          now={serverNow}
          rows={exportRows}
          columns={[
            { header: t('twinkle.order.project'), value: (o: IeoOrder) => o.ProjectName },
            { header: t('twinkle.order.token'), value: (o: IeoOrder) => o.TokenCode },
            { header: t('twinkle.order.quantity'), value: (o: IeoOrder) => o.Quantity },
            { header: t('twinkle.order.price'), value: (o: IeoOrder) => o.PriceUsdt },
            { header: t('twinkle.order.paid'), value: (o: IeoOrder) => o.PayAmount },
            { header: t('twinkle.order.payCoin'), value: (o: IeoOrder) => o.PayCoin },
            { header: t('twinkle.order.status'), value: status },
            { header: t('twinkle.order.distributed'), value: (o: IeoOrder) => o.DistributedQuantity },
            { header: t('twinkle.order.time'), value: (o: IeoOrder) => o.CreateTime },
          ]}
        />
      </div>
      <LoadedTable
        query={records}
        page={page}
        pageRows={subscriptionRows}
        onPage={onPage}
        keepOnError
        caption={t('twinkle.tab.mine')}
        columns={columns}
        rowKey={(o) => String(o.OrderId)}
        empty={
          <div className="load-state">
            <p>{t('twinkle.empty.mine')}</p>
            <Link to={pagePath('twinkle')}>{t('twinkle.empty.mine.next')}</Link>
          </div>
        }
      />
    </section>
  );
}
