/**
 * /assets/digitalCurrency: the estimated value of the account, the futures account beside it
 * while the contract switch is on, and every coin's balance with its actions.
 */
import { useApiQuery } from '../../api/query.ts';
import { constants, isOn } from '../../config/site-config.ts';
import { useBalances } from '../../data/balances.ts';
import { searchParam } from '../../lib/search-params.ts';
import { useDisplayCurrency } from '../../session/display-currency.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { FilterBar } from '../../ui/FilterBar.tsx';
import { SearchFilter } from '../../ui/SearchFilter.tsx';
import { useSearchState } from '../../ui/use-search-state.ts';
import { asFiatCode } from '../../data/fiat-currencies.ts';
import { assetCoinsQuery, futuresAccountQuery, largeBalancesQuery } from './assets-api.ts';
import { AssetsFrame } from './AssetsFrame.tsx';
import { CoinBalances } from './CoinBalances.tsx';
import { FuturesCard } from './FuturesCard.tsx';
import { useHideSmall } from './hide-small.ts';
import { TotalsCard } from './TotalsCard.tsx';
import { useT } from '../../i18n/use-t.ts';

const balancesSearch = { q: searchParam.text({ maxLength: 20 }), sort: searchParam.sort(['value']) };

export default function BalancesPage() {
  const t = useT();
  const currency = useDisplayCurrency();
  const { values, set, isSet, clear } = useSearchState(balancesSearch);
  const [hideSmall, setHideSmall] = useHideSmall();
  const all = useBalances();
  const large = useApiQuery({ ...largeBalancesQuery(asFiatCode(currency)), enabled: hideSmall });
  const list = hideSmall ? large : all;
  const coinSettings = useApiQuery(assetCoinsQuery());
  const contract = isOn('futures');
  const futures = useApiQuery(futuresAccountQuery(contract));
  const futuresCoins = new Set((futures.data ?? []).map((row) => row.Coin));
  // The rows come with their actions, which the coins' settings and the futures account decide: an
  // action added beside those already drawn would move them.
  const actionsKnown = !coinSettings.isPending && !(contract && futures.isPending);
  const balances = (answer: typeof list.data) => (
    <CoinBalances
      rows={actionsKnown ? answer?.Items : undefined}
      fiatCode={answer?.FiatCode ?? currency}
      search={values.q}
      sort={values.sort}
      onSort={(sort) => set({ sort })}
      coinSettings={coinSettings.data}
      futuresCoins={futuresCoins}
      busy={list.isPlaceholderData}
    />
  );

  return (
    <AssetsFrame title={t('assets.balances.title')}>
      <div className="assets-grid">
        <TotalsCard />
        {contract && <FuturesCard />}
      </div>
      <section className="assets-card" aria-labelledby="assets-coins-title">
        <div className="assets-card__head">
          <h2 id="assets-coins-title">{t('assets.balances.coins')}</h2>
          <Checkbox
            className="assets-switch"
            label={t('assets.balances.hideSmall')}
            checked={hideSmall}
            onChange={(event) => setHideSmall(event.target.checked)}
          />
        </div>
        <FilterBar label={t('assets.balances.filters')} active={isSet(['q'])} onClear={() => clear(['q'])}>
          <SearchFilter
            label={t('assets.balances.search')}
            value={values.q}
            onChange={(q) => set({ q })}
            debounceMs={constants().debounceMs}
          />
        </FilterBar>
        <Loaded query={list} loading={balances(undefined)}>
          {balances}
        </Loaded>
      </section>
    </AssetsFrame>
  );
}
