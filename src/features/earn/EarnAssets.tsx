/** The customer's earn assets on /financial: the totals in the display currency and each holding, with a way to redeem. */
import { Link } from 'react-router';
import { useApiQuery } from '../../api/query.ts';
import { useServerNow } from '../../session/server-clock.ts';
import { DisplayValue } from '../../shell/money.tsx';
import { Loaded } from '../../shell/Loaded.tsx';
import { Figure } from '../../ui/Figure.tsx';
import { assetsQuery } from './earn-api.ts';
import { HoldingsTable } from './HoldingsTable.tsx';
import { useT } from '../../i18n/use-t.ts';
import { pagePath } from '../../config/page-paths.ts';

/** `rise`: interest earned, shown as a rise (its sign and the up colour). */
function Total({ label, usdt, rise = false }: { label: string; usdt: string; rise?: boolean }) {
  return (
    <div className="earn-total">
      <dt>{label}</dt>
      <dd>
        <Figure kind="amount" value={usdt} precision={2} unit="USDT" tone={rise ? 'auto' : undefined} />
        <DisplayValue amount={usdt} coin="USDT" className="earn-total__fiat" />
      </dd>
    </div>
  );
}

export function EarnAssets() {
  const t = useT();
  const now = useServerNow();
  const assets = useApiQuery(assetsQuery(true));

  return (
    <section className="earn-assets" aria-labelledby="earn-assets-title">
      <div className="earn-assets__head">
        <h2 id="earn-assets-title">{t('earn.assets.title')}</h2>
        <Link to={pagePath('earnRecords')}>{t('earn.assets.records')}</Link>
      </div>
      <Loaded
        query={assets}
        empty={<p className="earn-assets__new">{t('earn.assets.new')}</p>}
        isEmpty={(answer) => !answer.HasAccount}
        loading={<HoldingsTable holdings={[]} now={now()} loading />}
      >
        {(answer) => (
          <>
            <dl className="earn-totals">
              <Total label={t('earn.assets.total')} usdt={answer.TotalUsdt} />
              <Total label={t('earn.assets.principal')} usdt={answer.TotalPrincipalUsdt} />
              <Total label={t('earn.assets.interest')} usdt={answer.TotalInterestUsdt} rise />
            </dl>
            <HoldingsTable
              holdings={answer.Holdings}
              now={now()}
              actions={(h) =>
                h.Withdrawable ? (
                  <Link
                    to={pagePath('earnRecords', { query: { redeem: h.HoldingId } })}
                    aria-label={t('earn.holdings.redeemOf', { name: h.ProductName })}
                  >
                    {t('earn.holdings.redeem')}
                  </Link>
                ) : null
              }
            />
          </>
        )}
      </Loaded>
    </section>
  );
}
