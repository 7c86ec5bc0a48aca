/** How much of a product's quota is left: the amount in words and figures, and a bar (never the only signal). */
import { useIntl } from 'react-intl';
import { Limit } from './Limit.tsx';
import { quotaLeft, quotaTakenPercent } from './earn-rules.ts';

export function QuotaMeter({ product }: { product: { Quota: string; QuotaUsed: string; CoinCode: string } }) {
  const intl = useIntl();
  const left = quotaLeft(product);
  const taken = quotaTakenPercent(product);
  if (left.isZero())
    return <span className="earn-quota earn-quota--full">{intl.formatMessage({ id: 'earn.quota.full' })}</span>;
  return (
    <span className="earn-quota">
      <span>
        {intl.formatMessage(
          { id: 'earn.quota.left' },
          { amount: <Limit amount={left.toFixed()} coin={product.CoinCode} key="left" /> },
        )}
      </span>
      <span className="earn-quota__bar" aria-hidden="true">
        <span className="earn-quota__taken" style={{ width: `${taken.toFixed(1)}%` }} />
      </span>
    </span>
  );
}
