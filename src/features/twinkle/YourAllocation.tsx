/** The customer's part of a sale: what they subscribed and paid, their allocation, and what has been distributed. */
import { Link } from 'react-router';
import { toDecimal } from '../../lib/decimal.ts';
import { formatDate } from '../../lib/dates.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { Figure } from '../../ui/Figure.tsx';
import type { IeoProjectDetails } from './twinkle-api.ts';
import { useT } from '../../i18n/use-t.ts';
import { pagePath } from '../../config/page-paths.ts';

export function YourAllocation({ project }: { project: IeoProjectDetails }) {
  const t = useT();
  const subscribed = toDecimal(project.SubscribedQuantity);
  if (!subscribed || subscribed.lte(0)) return null;
  const tokens = (value: string | null) => (
    <Figure kind="amount" value={value} precision={project.QuantityPrecision} unit={project.TokenCode} />
  );
  const settled = project.Status === 'calculating' || project.Status === 'distributed';
  return (
    <section className="sale-panel" aria-labelledby="allocation-title">
      <h2 id="allocation-title">{t('twinkle.allocation.title')}</h2>
      <dl className="sale-facts">
        <div>
          <dt>{t(settled ? 'twinkle.allocation.allocated' : 'twinkle.allocation.subscribed')}</dt>
          <dd>{tokens(project.SubscribedQuantity)}</dd>
        </div>
        <div>
          <dt>{t('twinkle.allocation.paid')}</dt>
          <dd>
            <CoinAmount amount={project.SubscribedAmount} coin={project.PayCoin} />
          </dd>
        </div>
        <div>
          <dt>{t('twinkle.allocation.distributed')}</dt>
          <dd>
            {project.Status === 'distributed'
              ? tokens(project.DistributedQuantity)
              : t('twinkle.allocation.pending', { date: formatDate(project.DistributeTime, 'YYYY-MM-DD HH:mm') })}
          </dd>
        </div>
      </dl>
      <Link to={pagePath('twinkle', { query: { tab: 'mine' } })}>{t('twinkle.allocation.records')}</Link>
    </section>
  );
}
