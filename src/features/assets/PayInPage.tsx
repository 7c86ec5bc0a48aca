/**
 * /assets/rechargePayment: buying the coin with local money. The form quotes as the amount changes;
 * the order it makes stays in the address (`?order=`), so a reload shows how to pay and its result.
 */
import { useApiQuery } from '../../api/query.ts';
import { searchParam } from '../../lib/search-params.ts';
import { useDisplayCurrency } from '../../session/display-currency.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useSearchState } from '../../ui/use-search-state.ts';
import { asFiatCode, type FiatCode } from '../../data/fiat-currencies.ts';
import { assetCoinsQuery } from './assets-api.ts';
import { AssetsFrame } from './AssetsFrame.tsx';
import { PayInForm } from './PayInForm.tsx';
import { PayInOrderCard } from './PayInOrderCard.tsx';
import { useT } from '../../i18n/use-t.ts';

const fiats: readonly FiatCode[] = ['NGN', 'KES', 'GHS'];
const payInSearch = { fiat: searchParam.oneOf(['', ...fiats], ''), order: searchParam.text({ maxLength: 40 }) };
/** The coin digital fiat buys. */
const boughtCoin = 'USDT';

export default function PayInPage() {
  const t = useT();
  const display = asFiatCode(useDisplayCurrency());
  const { values, set } = useSearchState(payInSearch);
  const coins = useApiQuery(assetCoinsQuery());
  const fiat = values.fiat || (fiats.includes(display) ? display : fiats[0]);

  return (
    <AssetsFrame title={t('assets.payIn.title')} lead={t('assets.payIn.lead')}>
      <section className="assets-card" aria-label={t('assets.payIn.title')}>
        <Loaded query={coins} loading={<Skeleton lines={6} />}>
          {(listed) => {
            const coin = listed.get(boughtCoin);
            return !coin ? (
              <Skeleton lines={6} />
            ) : values.order ? (
              <PayInOrderCard key={values.order} orderId={values.order} onNew={() => set({ order: '' })} />
            ) : (
              <PayInForm
                key={fiat}
                coin={{ id: coin.CoinId, code: coin.Code }}
                fiats={fiats}
                fiat={fiat}
                onFiat={(next) => set({ fiat: next }, { history: 'replace' })}
                onCreated={(order) => set({ order: order.OrderId })}
              />
            );
          }}
        </Loaded>
      </section>
    </AssetsFrame>
  );
}
