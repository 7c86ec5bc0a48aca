/**
 * /assets/recharge: choose a coin, then its network (never chosen for the customer when there are
 * several), then the address (and memo) to send to, and the coin's latest deposits. The coin and
 * network are kept in the address, so a link from the balances opens the right coin.
 */
import { useApiQuery } from '../../api/query.ts';
import { useBalance } from '../../data/balances.ts';
import { searchParam } from '../../lib/search-params.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { Figure } from '../../ui/Figure.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useSearchState } from '../../ui/use-search-state.ts';
import { AssetsFrame } from './AssetsFrame.tsx';
import { CoinPicker } from './CoinPicker.tsx';
import { DepositAddressCard } from './DepositAddressCard.tsx';
import { depositCoinsQuery, transferableCoinsQuery } from './deposit-api.ts';
import { NetworkChoice } from './NetworkChoice.tsx';
import { RecentDeposits } from './RecentDeposits.tsx';
import { useT } from '../../i18n/use-t.ts';

const depositSearch = { coin: searchParam.text({ maxLength: 12 }), chain: searchParam.text({ maxLength: 16 }) };

export default function DepositPage() {
  const t = useT();
  const { values, set } = useSearchState(depositSearch);
  const listed = useApiQuery(transferableCoinsQuery());
  const open = useApiQuery(depositCoinsQuery());
  const code = values.coin.toUpperCase();
  const coin = open.data?.get(code);
  const balance = useBalance(code);
  const networks = (coin?.Chains ?? []).map((c) => ({ chain: c.Chain }));
  // One network is the coin's only way in; with several the customer chooses.
  const chain =
    networks.length === 1 ? networks[0].chain : networks.some((n) => n.chain === values.chain) ? values.chain : '';

  const pickable = (listed.data ?? []).map((c) => ({
    code: c.Code,
    name: c.Name,
    disabledReason: c.DepositEnabled && open.data?.has(c.Code) ? undefined : t('assets.deposit.paused'),
  }));

  return (
    <AssetsFrame title={t('assets.deposit.title')}>
      <div className="assets-grid">
        <section className="assets-card assets-form" aria-label={t('assets.deposit.choose')}>
          <Loaded query={listed} loading={<Skeleton lines={4} />}>
            {() => (
              <Loaded query={open} loading={<Skeleton lines={4} />}>
                {() => (
                  <>
                    <CoinPicker
                      coins={pickable}
                      value={coin ? code : ''}
                      onChange={(next) => set({ coin: next, chain: '' }, { history: 'replace' })}
                    />
                    {coin && (
                      <p className="assets-muted">
                        {t('assets.form.available')}{' '}
                        <Figure
                          kind="amount"
                          value={balance.available}
                          precision={coin.Precision}
                          unit={code}
                          loading={balance.loading}
                        />
                      </p>
                    )}
                    {coin && (
                      <NetworkChoice
                        networks={networks}
                        value={chain}
                        onChange={(next) => set({ chain: next }, { history: 'replace' })}
                      />
                    )}
                  </>
                )}
              </Loaded>
            )}
          </Loaded>
        </section>
        {coin && chain && (
          <DepositAddressCard key={`${code}:${chain}`} coinId={coin.CoinId} code={code} chain={chain} />
        )}
      </div>
      {coin && <RecentDeposits key={code} coinId={coin.CoinId} code={code} />}
    </AssetsFrame>
  );
}
