/**
 * The balances open orders hold: for each coin on hold, what is available and what is frozen. A
 * coin stays listed for the visit once shown, so a cancellation is seen freeing its funds.
 */
import { useState } from 'react';
import { useBalances } from '../../data/balances.ts';
import { toDecimal } from '../../lib/decimal.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useT } from '../../i18n/use-t.ts';

export function OpenOrderFunds() {
  const t = useT();
  const balances = useBalances();
  const [shown, setShown] = useState<readonly string[]>([]);
  const held = (balances.data?.Items ?? []).filter((coin) => toDecimal(coin.Frozen)?.gt(0)).map((coin) => coin.Code);
  const added = held.filter((code) => !shown.includes(code));
  if (added.length > 0) setShown([...shown, ...added]);

  if (balances.isError) return null;
  const rows = (balances.data?.Items ?? []).filter((coin) => shown.includes(coin.Code) || added.includes(coin.Code));
  return (
    <section className="order-funds" aria-labelledby="order-funds-title">
      <h2 id="order-funds-title" className="order-funds__title">
        {t('orders.funds.title')}
      </h2>
      {balances.isPending ? (
        <Skeleton lines={2} width="18em" />
      ) : rows.length === 0 ? (
        <p className="order-funds__none">{t('orders.funds.none')}</p>
      ) : (
        <dl className="order-funds__list">
          {rows.map((coin) => (
            <div key={coin.Code} className="order-funds__coin" data-testid={`funds-${coin.Code}`}>
              <dt>{coin.Code}</dt>
              <dd>
                <span className="order-funds__label">{t('orders.funds.available')}</span>{' '}
                <CoinAmount amount={coin.Available} coin={coin.Code} unit={false} />
              </dd>
              <dd>
                <span className="order-funds__label">{t('orders.funds.frozen')}</span>{' '}
                <CoinAmount amount={coin.Frozen} coin={coin.Code} unit={false} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
