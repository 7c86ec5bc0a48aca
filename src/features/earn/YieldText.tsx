/** A product's annual yield and what it depends on: one rate, or "up to" the best tier with each tier's band. */
import { toDecimal } from '../../lib/decimal.ts';
import { Limit } from './Limit.tsx';
import { Figure } from '../../ui/Figure.tsx';
import { yieldBands } from './earn-rules.ts';
import { useT } from '../../i18n/use-t.ts';

const percentOf = (fraction: string) => toDecimal(fraction)?.times(100) ?? null;

export function YieldText({
  product,
  coin,
}: {
  product: { Apy: string; Tiers: readonly { MinAmount: string; Apy: string }[] };
  coin: string;
}) {
  const t = useT();
  const apy = <Figure kind="percent" value={percentOf(product.Apy)} places={2} sign="negative" />;
  if (product.Tiers.length === 0) return <span className="earn-yield">{apy}</span>;
  return (
    <span className="earn-yield">
      <span className="earn-yield__top">{t('earn.yield.upTo', { apy })}</span>
      <ul className="earn-yield__tiers" aria-label={t('earn.yield.tiers')}>
        {yieldBands(product).map((band) => (
          <li key={band.from}>
            {t(band.upTo === null ? 'earn.yield.tierAbove' : 'earn.yield.tierUpTo', {
              apy: <Figure kind="percent" value={percentOf(band.apy)} places={2} sign="negative" key="apy" />,
              from: <Limit amount={band.from} coin={coin} key="from" />,
              upTo: band.upTo === null ? null : <Limit amount={band.upTo} coin={coin} key="upTo" />,
            })}
          </li>
        ))}
      </ul>
    </span>
  );
}
