/** The earn products, filtered by coin and term, a page at a time: yield, term, limits, quota left, and a way to subscribe. */
import { useApiQuery } from '../../api/query.ts';
import { LoadedTable } from '../../shell/LoadedTable.tsx';
import { Button } from '../../ui/Button.tsx';
import type { Column } from '../../ui/DataTable.tsx';
import { FilterBar } from '../../ui/FilterBar.tsx';
import { Empty } from '../../ui/LoadState.tsx';
import { SelectFilter } from '../../ui/SelectFilter.tsx';
import { useSearchState } from '../../ui/use-search-state.ts';
import { productCoinsQuery, productRows, productsQuery, type Product } from './earn-api.ts';
import { quotaLeft } from './earn-rules.ts';
import { productSearch, termFilters } from './earn-search.ts';
import { Limit } from './Limit.tsx';
import { QuotaMeter } from './QuotaMeter.tsx';
import { TermText } from './TermText.tsx';
import { YieldText } from './YieldText.tsx';
import { useT } from '../../i18n/use-t.ts';

export function ProductList() {
  const t = useT();
  const { values, set, isSet, clear } = useSearchState(productSearch);
  const products = useApiQuery(
    productsQuery(values.page, values.coin || undefined, values.term === 'all' ? undefined : values.term),
  );
  const coins = useApiQuery(productCoinsQuery());
  const filtered = isSet(['coin', 'term']);

  const columns: Column<Product>[] = [
    { id: 'product', header: t('earn.product.name'), cell: (p) => <strong>{p.Name}</strong> },
    { id: 'yield', header: t('earn.product.yield'), cell: (p) => <YieldText product={p} coin={p.CoinCode} /> },
    { id: 'term', header: t('earn.product.term'), cell: (p) => <TermText product={p} /> },
    {
      id: 'limits',
      header: t('earn.product.limits'),
      cell: (p) => (
        <span className="earn-limits">
          <span>{t('earn.product.min', { amount: <Limit amount={p.MinAmount} coin={p.CoinCode} key="min" /> })}</span>
          <span>{t('earn.product.max', { amount: <Limit amount={p.MaxAmount} coin={p.CoinCode} key="max" /> })}</span>
        </span>
      ),
    },
    { id: 'quota', header: t('earn.product.quota'), cell: (p) => <QuotaMeter product={p} /> },
  ];

  return (
    <section className="earn-products" aria-labelledby="earn-products-title">
      <h2 id="earn-products-title">{t('earn.products.title')}</h2>
      <FilterBar label={t('earn.products.filters')} active={filtered} onClear={() => clear(['coin', 'term'])}>
        <SelectFilter
          label={t('earn.filter.coin')}
          value={values.coin}
          options={[
            { value: '', label: t('earn.filter.allCoins') },
            ...(coins.data ?? (values.coin ? [values.coin] : [])).map((coin) => ({ value: coin, label: coin })),
          ]}
          onChange={(coin) => set({ coin })}
        />
        <SelectFilter
          label={t('earn.filter.term')}
          value={values.term}
          options={termFilters.map((term) => ({ value: term, label: t(`earn.filter.term.${term}`) }))}
          onChange={(term) => set({ term })}
        />
      </FilterBar>
      <LoadedTable
        query={products}
        page={values.page}
        pageRows={productRows}
        onPage={(page) => set({ page })}
        caption={t('earn.products.title')}
        columns={columns}
        rowKey={(p) => String(p.ProductId)}
        actions={(p) =>
          quotaLeft(p).isZero() ? null : (
            <Button
              variant="secondary"
              onClick={() => set({ product: p.ProductId }, { history: 'push' })}
              aria-label={t('earn.product.subscribeTo', { name: p.Name })}
            >
              {t('earn.product.subscribe')}
            </Button>
          )
        }
        empty={<Empty message={t(filtered ? 'earn.products.emptyFiltered' : 'earn.products.empty')} />}
      />
    </section>
  );
}
