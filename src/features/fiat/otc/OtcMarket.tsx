/**
 * The OTC tab of /fiat: buy or sell a coin on a merchant's advert. The pair and the amount (a
 * buy's fiat, a sell's coin) find the best advert; a buy picks how to pay, a sell where to be
 * paid (adding a receipt method on the spot); then the review, and the order's page.
 */
import { useApiQuery } from '../../../api/query.ts';
import { Loaded } from '../../../shell/Loaded.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { Tabs } from '../../../ui/Tabs.tsx';
import { useSearchState } from '../../../ui/use-search-state.ts';
import { OtcLinks } from './OtcLinks.tsx';
import { pairsQuery, type OtcSide } from './otc-api.ts';
import { otcSearch } from './otc-search.ts';
import { TradeForm } from './TradeForm.tsx';
import './otc.css';
import { useT } from '../../../i18n/use-t.ts';

export default function OtcMarket() {
  const t = useT();
  const { values, set } = useSearchState(otcSearch);
  const side = values.side as OtcSide;
  const pairs = useApiQuery(pairsQuery());
  return (
    <section className="fiat-market otc-market" aria-label={t('otc.tab')}>
      <OtcLinks />
      <Tabs
        label={t('otc.side')}
        tabs={[
          { id: 'buy', label: t('otc.buy') },
          { id: 'sell', label: t('otc.sell') },
        ]}
        selected={side}
        onSelect={(next) => set({ side: next, amount: '' })}
        look="pills"
        fill
      >
        <Loaded query={pairs} empty="otc.noPairs" loading={<Skeleton shape="block" height={320} />}>
          {(all) => <TradeForm key={side} pairs={all} side={side} />}
        </Loaded>
      </Tabs>
    </section>
  );
}
