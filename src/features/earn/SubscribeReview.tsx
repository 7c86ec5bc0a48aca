/** The review before a subscription: the amount, the yield, the interest expected, when it starts and when the principal is back. */
import { formatDate } from '../../lib/dates.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { MoneyReview } from '../../money-action/MoneyReview.tsx';
import type { MoneyAction } from '../../money-action/use-money-action.ts';
import type { Holding, ProductDetail } from './earn-api.ts';
import { estimatedInterest, maturityFrom } from './earn-rules.ts';
import { YieldText } from './YieldText.tsx';
import { useT } from '../../i18n/use-t.ts';

export const dateTime = 'YYYY-MM-DD HH:mm';

/** A subscription as reviewed and sent; `startedAt`: when the review opened (server clock), the interest's start. */
export interface Subscription {
  ProductId: number;
  Amount: string;
  startedAt: number;
}

interface SubscribeReviewProps {
  action: MoneyAction<Subscription, Holding>;
  product: ProductDetail;
  precision: number;
}

export function SubscribeReview({ action, product, precision }: SubscribeReviewProps) {
  const t = useT();
  if (!action.request) return null;
  const { Amount: amount, startedAt: now } = action.request;
  const maturity = maturityFrom(now, product);
  const interest = (
    <CoinAmount amount={estimatedInterest(amount, product, precision).toFixed()} coin={product.CoinCode} />
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
    <MoneyReview
      action={action}
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
          value: t(maturity === null ? 'earn.review.perDay' : 'earn.review.overTerm', {
            interest,
            days: product.TermDays,
          }),
        },
        { label: t('earn.review.starts'), value: formatDate(now, dateTime) },
        {
          label: t('earn.review.back'),
          value: maturity === null ? t('earn.review.anyTime') : formatDate(maturity, dateTime),
        },
      ]}
      warnings={warnings}
      confirmLabel={t('earn.review.confirm')}
    />
  );
}
