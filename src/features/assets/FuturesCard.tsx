/** The futures account beside the spot one (while the contract switch is on), with the way to move coins between them. */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useApiQuery } from '../../api/query.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { Empty, LoadError } from '../../ui/LoadState.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { futuresAccountQuery } from './assets-api.ts';
import { useT } from '../../i18n/use-t.ts';
import { isRouted, pagePath } from '../../config/page-paths.ts';

export function FuturesCard() {
  const intl = useIntl();
  const t = useT();
  const errorText = useApiErrorText();
  const account = useApiQuery(futuresAccountQuery(true));

  return (
    <section className="assets-card" aria-labelledby="assets-futures-title">
      <div className="assets-card__head">
        <h2 id="assets-futures-title">{t('assets.futures.title')}</h2>
        {isRouted('assetsTransfer') && <Link to={pagePath('assetsTransfer')}>{t('assets.futures.transfer')}</Link>}
      </div>
      {account.isPending && <Skeleton lines={3} />}
      {account.isError && <LoadError message={errorText(account.error)} onRetry={() => void account.refetch()} />}
      {account.data?.length === 0 && <Empty message={t('assets.futures.empty')} />}
      {account.data && account.data.length > 0 && (
        <dl className="assets-facts">
          {account.data.map((row) => (
            <div key={row.Coin}>
              <dt>{intl.formatMessage({ id: 'assets.futures.equity' }, { coin: row.Coin })}</dt>
              <dd>
                <CoinAmount amount={row.Equity} coin={row.Coin} />
                <span className="assets-coin__name">
                  {intl.formatMessage({ id: 'assets.futures.available' })}{' '}
                  <CoinAmount amount={row.Available} coin={row.Coin} />
                </span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
