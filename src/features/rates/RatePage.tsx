/**
 * /rate: the price of every coin the site lists in each fiat currency (CurrencyExchangeRate/
 * GetPairRateList, the currencies from GetExchangeRateList), searchable and sortable, and a
 * converter between a coin and the currency.
 */
import { useMemo } from 'react';
import { useApiQuery } from '../../api/query.ts';
import { constants } from '../../config/site-config.ts';
import { coinsQuery, type ListedCoin } from '../../data/coins.ts';
import { coinPricesQuery } from '../../data/display-value.ts';
import { fiatCurrenciesQuery } from '../../data/fiat-currencies.ts';
import { useDisplayCurrency } from '../../session/display-currency.ts';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { usePageIntro } from '../../shell/PageIntro.tsx';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { Figure } from '../../ui/Figure.tsx';
import { FilterBar } from '../../ui/FilterBar.tsx';
import { LoadError } from '../../ui/LoadState.tsx';
import { SearchFilter } from '../../ui/SearchFilter.tsx';
import { SelectFilter } from '../../ui/SelectFilter.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useSearchState } from '../../ui/use-search-state.ts';
import { Converter } from './Converter.tsx';
import { ratesSearch } from './rates-search.ts';
import { RatesTable, type CoinRate } from './RatesTable.tsx';
import './rates.css';
import { useT } from '../../i18n/use-t.ts';

export default function RatePage() {
  const t = useT();
  const errorText = useApiErrorText();
  const { title, intro } = usePageIntro('rates');
  usePageTitle(title);
  const displayCurrency = useDisplayCurrency();
  const { values, set, isSet, clear } = useSearchState(ratesSearch);
  const currencies = useApiQuery(fiatCurrenciesQuery());
  const known = currencies.data?.map((c) => c.Code) ?? [];
  const fiat = known.includes(values.fiat) ? values.fiat : displayCurrency;
  const coins = useApiQuery(coinsQuery());
  const prices = useApiQuery(coinPricesQuery(fiat));
  const listed = useMemo<ListedCoin[]>(() => (coins.data ? [...coins.data.values()] : []), [coins.data]);
  const priceOf = prices.data;
  const rates = useMemo<CoinRate[] | null>(() => {
    if (!coins.data || !priceOf) return null;
    return listed.flatMap((coin) => {
      const price = priceOf.get(coin.Code);
      return price ? [{ coin, price }] : [];
    });
  }, [coins.data, priceOf, listed]);
  const usdtRate = currencies.data?.find((c) => c.Code === fiat)?.Rate;
  const failed = [currencies, coins, prices].find((q) => q.isError && !q.data);

  return (
    <div className="page rates">
      {intro}
      <FilterBar label={t('rates.filters')} active={isSet(['fiat', 'q'])} onClear={() => clear(['fiat', 'q'])}>
        <SelectFilter
          label={t('rates.currency')}
          value={fiat}
          options={(known.length > 0 ? known : [fiat]).map((code) => ({ value: code, label: code }))}
          onChange={(code) => set({ fiat: code === displayCurrency ? '' : code })}
        />
        <SearchFilter
          label={t('rates.search')}
          placeholder={t('rates.search.placeholder')}
          value={values.q}
          onChange={(q) => set({ q })}
          debounceMs={constants().debounceMs}
        />
      </FilterBar>
      <p className="rates__usdt">
        {usdtRate ? (
          <>
            {'1 USDT = '}
            <Figure kind="price" value={usdtRate} unit={fiat} />
          </>
        ) : (
          <Skeleton width="10em" />
        )}
      </p>
      {failed?.error ? (
        <LoadError message={errorText(failed.error)} onRetry={() => void failed.refetch()} />
      ) : (
        // On a phone the converter comes above the table: both come with the coins (the table's
        // placeholder rows until the prices come), so that the converter never pushes the table down.
        <div className="rates__body">
          {listed.length > 0 ? (
            <>
              <RatesTable
                fiat={fiat}
                rates={rates}
                search={values.q}
                sort={values.sort}
                onSort={(sort) => set({ sort })}
              />
              <Converter
                fiat={fiat}
                coins={listed.filter((c) => prices.data?.has(c.Code) ?? true)}
                prices={prices.data}
              />
            </>
          ) : (
            <Skeleton shape="block" height={260} />
          )}
        </div>
      )}
    </div>
  );
}
