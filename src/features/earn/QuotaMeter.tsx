/** How much of a product's quota is left: the amount in words and figures, and a bar (never the only signal). */
import { Limit } from './Limit.tsx';
import { quotaLeft, quotaTakenPercent } from './earn-rules.ts';
import { useT } from '../../i18n/use-t.ts';

export function QuotaMeter({ product }: { product: { Quota: string; QuotaUsed: string; CoinCode: string } }) {
  const t = useT();
  const left = quotaLeft(product);
  const taken = quotaTakenPercent(product);
  if (left.isZero()) return <span className="earn-quota earn-quota--full">{t('earn.quota.full')}</span>;
  return (
    <span className="earn-quota">
      <span>
        {t('earn.quota.left', { amount: <Limit amount={left.toFixed()} coin={product.CoinCode} key="left" /> })}
      </span>
      <span className="earn-quota__bar" aria-hidden="true">
        <span className="earn-quota__taken" style={{ width: `${taken.toFixed(1)}%` }} />
      </span>
    </span>
  );
}
