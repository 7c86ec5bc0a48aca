/**
 * /fiat/paymentLimit: each channel's limits for a currency and side (per order, and per day before
 * and after identity verification), and how verification raises them.
 */
import { useApiQuery } from '../../../api/query.ts';
import { searchParam } from '../../../lib/search-params.ts';
import { useDisplayCurrency } from '../../../session/display-currency.ts';
import { Loaded } from '../../../shell/Loaded.tsx';
import { usePageTitle } from '../../../shell/use-page-title.ts';
import { SelectField } from '../../../ui/SelectField.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { Tabs } from '../../../ui/Tabs.tsx';
import { useSearchState } from '../../../ui/use-search-state.ts';
import { FiatFrame } from '../FiatFrame.tsx';
import { pairsQuery, payTypesQuery, type PaymentSide } from '../payment-api.ts';
import { PayTypeLimits } from './PayTypeLimits.tsx';
import { VerificationNote } from './VerificationNote.tsx';
import { useT } from '../../../i18n/use-t.ts';

const limitSearch = { fiat: searchParam.text({ maxLength: 3 }), side: searchParam.oneOf(['buy', 'sell'], 'buy') };

export default function PaymentLimitPage() {
  const t = useT();
  const title = t('fiat.limitsPage.title');
  usePageTitle(title);
  const { values, set } = useSearchState(limitSearch);
  const display = useDisplayCurrency();
  const pairs = useApiQuery(pairsQuery());
  const fiats = [...new Set(pairs.data?.map((pair) => pair.FiatCode) ?? [])];
  const fiat = fiats.includes(values.fiat) ? values.fiat : fiats.includes(display) ? display : (fiats[0] ?? '');
  const side = values.side as PaymentSide;
  const payTypes = useApiQuery(payTypesQuery(fiat, side));
  return (
    <FiatFrame wide title={title} lead={t('fiat.limitsPage.lead')}>
      <VerificationNote />
      <Loaded query={pairs} empty="fiat.market.noPairs" loading={<Skeleton lines={1} width="12em" />}>
        {() => (
          <SelectField
            label={t('fiat.market.currency')}
            placeholder={t('fiat.market.choose')}
            options={fiats.map((code) => ({ value: code, label: code }))}
            value={fiat}
            onChange={(event) => set({ fiat: event.target.value })}
          />
        )}
      </Loaded>
      <Tabs
        label={t('fiat.market.side')}
        tabs={[
          { id: 'buy', label: t('fiat.limitsPage.buy') },
          { id: 'sell', label: t('fiat.limitsPage.sell') },
        ]}
        selected={side}
        onSelect={(next) => set({ side: next })}
      >
        <Loaded query={payTypes} empty="fiat.market.noPayTypes" loading={<Skeleton shape="block" height={200} />}>
          {(types) =>
            types.map((type) => (
              <PayTypeLimits key={`${fiat}-${side}-${type.PayType}`} fiat={fiat} side={side} payType={type} />
            ))
          }
        </Loaded>
      </Tabs>
    </FiatFrame>
  );
}
