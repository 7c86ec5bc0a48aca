/** The futures account beside the spot one (while the contract switch is on), with the way to move coins between them. */
import { Link } from 'react-router';
import { useApiQuery } from '../../api/query.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { Loaded } from '../../shell/Loaded.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { futuresAccountQuery } from './assets-api.ts';
import { useT } from '../../i18n/use-t.ts';
import { isRouted, pagePath } from '../../config/page-paths.ts';

export function FuturesCard() {
  const t = useT();
  const account = useApiQuery(futuresAccountQuery(true));

  return (
    <section className="assets-card" aria-labelledby="assets-futures-title">
      <div className="assets-card__head">
        <h2 id="assets-futures-title">{t('assets.futures.title')}</h2>
        {isRouted('assetsTransfer') && <Link to={pagePath('assetsTransfer')}>{t('assets.futures.transfer')}</Link>}
      </div>
      <Loaded query={account} empty="assets.futures.empty" loading={<Skeleton lines={3} />}>
        {(rows) => (
          <dl className="assets-facts">
            {rows.map((row) => (
              <div key={row.Coin}>
                <dt>{t('assets.futures.equity', { coin: row.Coin })}</dt>
                <dd>
                  <CoinAmount amount={row.Equity} coin={row.Coin} />
                  <span className="assets-coin__name">
                    {t('assets.futures.available')} <CoinAmount amount={row.Available} coin={row.Coin} />
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Loaded>
    </section>
  );
}
