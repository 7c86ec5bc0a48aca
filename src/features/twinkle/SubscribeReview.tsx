/** The review of a subscription: exactly what is bought, at what price, what it costs and from where, and when the tokens come. */
import { useIntl } from 'react-intl';
import { formatDate } from '../../lib/dates.ts';
import type { Decimal } from '../../lib/decimal.ts';
import { CoinAmount, DisplayValue } from '../../shell/money.tsx';
import { Figure } from '../../ui/Figure.tsx';
import { ReviewDialog } from '../../ui/ReviewDialog.tsx';
import type { IeoProjectDetails } from './twinkle-api.ts';

interface SubscribeReviewProps {
  open: boolean;
  project: IeoProjectDetails;
  quantity: string;
  cost: Decimal | null;
  available: string | undefined;
  onConfirm: () => Promise<unknown>;
  onBack: () => void;
  error: string | null;
  /** Set after a timeout: closes the review without sending again. */
  outcomeUnknown: (() => void) | null;
}

export function SubscribeReview({
  open,
  project,
  quantity,
  cost,
  available,
  onConfirm,
  onBack,
  error,
  outcomeUnknown,
}: SubscribeReviewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
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
    <ReviewDialog
      open={open}
      title={t('twinkle.review.title')}
      rows={rows}
      warnings={[t('twinkle.review.final')]}
      confirmLabel={t('twinkle.review.confirm')}
      onConfirm={onConfirm}
      onBack={onBack}
      error={error}
      outcomeUnknown={
        outcomeUnknown
          ? { recordsHref: '/twinkle?tab=mine', recordsLabel: t('twinkle.review.records'), onClose: outcomeUnknown }
          : null
      }
    />
  );
}
