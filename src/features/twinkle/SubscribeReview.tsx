/** The review of a subscription: exactly what is bought, at what price, what it costs and from where, and when the tokens come. */
import { formatDate } from '../../lib/dates.ts';
import { MoneyReview } from '../../money-action/MoneyReview.tsx';
import type { MoneyAction } from '../../money-action/use-money-action.ts';
import { CoinAmount, DisplayValue } from '../../shell/money.tsx';
import { Figure } from '../../ui/Figure.tsx';
import { costOf } from './subscription-rules.ts';
import type { IeoOrder, IeoProjectDetails } from './twinkle-api.ts';
import { useT } from '../../i18n/use-t.ts';

interface SubscribeReviewProps {
  /** The quantity under review. */
  action: MoneyAction<string, IeoOrder>;
  project: IeoProjectDetails;
  available: string | undefined;
  /** The pay coin's precision. */
  precision: number;
}

export function SubscribeReview({ action, project, available, precision }: SubscribeReviewProps) {
  const t = useT();
  const quantity = action.request ?? '';
  const cost = costOf(quantity, project.PriceUsdt, precision);
  const rows = [
    { label: t('twinkle.review.project'), value: `${project.Name} (${project.TokenCode})` },
    {
      label: t('twinkle.review.quantity'),
      value: <Figure kind="amount" value={quantity} precision={project.QuantityPrecision} unit={project.TokenCode} />,
    },
    {
      label: t('twinkle.review.price'),
      value: (
        <>
          {`1 ${project.TokenCode} = `}
          <Figure kind="price" value={project.PriceUsdt} unit={project.PayCoin} />
        </>
      ),
    },
    {
      label: t('twinkle.review.cost'),
      emphasis: true,
      value: (
        <span className="sale-review__cost">
          <CoinAmount amount={cost} coin={project.PayCoin} />
          {cost && <DisplayValue amount={cost} coin={project.PayCoin} />}
        </span>
      ),
    },
    {
      label: t('twinkle.review.from', { coin: project.PayCoin }),
      value:
        available === undefined ? (
          t('twinkle.review.balanceUnknown')
        ) : (
          <CoinAmount amount={available} coin={project.PayCoin} />
        ),
    },
    { label: t('twinkle.review.credited'), value: formatDate(project.DistributeTime, 'YYYY-MM-DD HH:mm') },
  ];
  return (
    <MoneyReview
      action={action}
      title={t('twinkle.review.title')}
      rows={rows}
      warnings={[t('twinkle.review.final')]}
      confirmLabel={t('twinkle.review.confirm')}
      recordsLabel={t('twinkle.review.records')}
    />
  );
}
