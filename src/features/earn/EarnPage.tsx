/** /financial: the earn products and, signed in, the customer's earn assets; a product opens its detail and subscription. */
import { useSignedIn } from '../../session/hooks.ts';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { useSearchState } from '../../ui/use-search-state.ts';
import { EarnAssets } from './EarnAssets.tsx';
import { productSearch } from './earn-search.ts';
import { ProductDetail } from './ProductDetail.tsx';
import { ProductList } from './ProductList.tsx';
import './earn.css';
import { useT } from '../../i18n/use-t.ts';

export default function EarnPage() {
  const t = useT();
  const signedIn = useSignedIn();
  const { values, set } = useSearchState(productSearch);
  usePageTitle(t('earn.title'));
  return (
    <div className="page earn-page">
      <div className="earn-page__head">
        <h1>{t('earn.title')}</h1>
        <p className="earn-page__lead">{t('earn.lead')}</p>
      </div>
      {values.product ? (
        <ProductDetail
          key={values.product}
          productId={values.product}
          onBack={() => set({ product: 0 }, { history: 'push' })}
        />
      ) : (
        <>
          {signedIn && <EarnAssets />}
          <ProductList />
        </>
      )}
    </div>
  );
}
