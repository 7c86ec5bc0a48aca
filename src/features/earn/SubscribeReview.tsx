/** The review before a subscription: the amount, the yield, the interest expected, when it starts and when the principal is back. */
import { useIntl } from 'react-intl';
import { formatDate } from '../../lib/dates.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { ReviewDialog, type UnknownOutcome } from '../../ui/ReviewDialog.tsx';
import type { ProductDetail } from './earn-api.ts';
import { estimatedInterest, maturityFrom } from './earn-rules.ts';
import { YieldText } from './YieldText.tsx';

export const dateTime = 'YYYY-MM-DD HH:mm';

interface SubscribeReviewProps {
  open: boolean;
  product: ProductDetail;
  amount: string;
  precision: number;
  now: number;
  onConfirm: () => Promise<unknown>;
  onBack: () => void;
  error: string | null;
  outcomeUnknown: UnknownOutcome | null;
}

export function SubscribeReview({
  open,
  product,
  amount,
  precision,
  now,
  onConfirm,
  onBack,
  error,
  outcomeUnknown,
}: SubscribeReviewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const maturity = maturityFrom(now, product);
  const interest = (
    <CoinAmount amount={estimatedInterest(amount || '0', product, precision).toFixed()} coin={product.CoinCode} />
  );
  const warnings =
    maturity === null
      ? []
      : [
          t(product.EarlyRedemption ? 'earn.review.earlyAllowed' : 'earn.review.locked', {
            date: formatDate(maturity, dateTime),
          }),
        ];
  return (
    <ReviewDialog
      open={open}
      title={t('earn.review.title')}
      rows={[
        { label: t('earn.review.product'), value: product.Name },
        {
          label: t('earn.review.amount'),
          value: <CoinAmount amount={amount} coin={product.CoinCode} />,
          emphasis: true,
        },
        { label: t('earn.product.yield'), value: <YieldText product={product} coin={product.CoinCode} /> },
        {
          label: t(maturity === null ? 'earn.review.interestDaily' : 'earn.review.interestTerm'),
          value: intl.formatMessage(
            { id: maturity === null ? 'earn.review.perDay' : 'earn.review.overTerm' },
            { interest, days: product.TermDays },
          ),
        },
        { label: t('earn.review.starts'), value: formatDate(now, dateTime) },
        {
          label: t('earn.review.back'),
          value: maturity === null ? t('earn.review.anyTime') : formatDate(maturity, dateTime),
        },
      ]}
      warnings={warnings}
      confirmLabel={t('earn.review.confirm')}
      onConfirm={onConfirm}
      onBack={onBack}
      error={error}
      outcomeUnknown={outcomeUnknown}
    />
  );
}
