/** /financial/order: the customer's holdings (redeem from one) and earn records. */
import { useState } from 'react';
import { Link } from 'react-router';
import { useApiQuery } from '../../api/query.ts';
import { useServerNow } from '../../session/server-clock.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { Loaded } from '../../shell/Loaded.tsx';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { Button } from '../../ui/Button.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { useSearchState } from '../../ui/use-search-state.ts';
import { assetsQuery, type TradeRecord } from './earn-api.ts';
import { recordsSearch } from './earn-search.ts';
import { HoldingsTable } from './HoldingsTable.tsx';
import { RecordsList } from './RecordsList.tsx';
import { RedeemFlow } from './RedeemFlow.tsx';
import './earn.css';
import { useT } from '../../i18n/use-t.ts';
import { pagePath } from '../../config/page-paths.ts';

function Holdings({
  redeemId,
  onRedeem,
  onClose,
}: {
  redeemId: number;
  onRedeem: (id: number) => void;
  onClose: () => void;
}) {
  const t = useT();
  const now = useServerNow();
  const assets = useApiQuery(assetsQuery(true));
  const [done, setDone] = useState<TradeRecord | null>(null);
  const redeeming = assets.data?.Holdings.find((h) => h.HoldingId === redeemId) ?? null;

  return (
    <>
      {done && (
        <p className="earn-done" role="status">
          {t('earn.redeem.done', {
            amount: <CoinAmount amount={done.Amount} coin={done.CoinCode} key="amount" />,
            interest: <CoinAmount amount={done.Interest} coin={done.CoinCode} key="interest" />,
            product: done.ProductName,
          })}{' '}
          <Link to={pagePath('earnRecords', { query: { tab: 'records' } })}>{t('earn.redeem.seeRecords')}</Link>
        </p>
      )}
      <Loaded
        query={assets}
        empty={
          <p>
            {t('earn.assets.new')} <Link to={pagePath('earn')}>{t('earn.records.toProducts')}</Link>
          </p>
        }
        isEmpty={(answer) => !answer.HasAccount}
        loading={<HoldingsTable holdings={[]} now={now()} loading />}
      >
        {(answer) => (
          <HoldingsTable
            holdings={answer.Holdings}
            now={now()}
            actions={(h) => (
              <Button
                variant="secondary"
                disabled={!h.Withdrawable}
                onClick={() => onRedeem(h.HoldingId)}
                aria-label={t('earn.holdings.redeemOf', { name: h.ProductName })}
              >
                {t('earn.holdings.redeem')}
              </Button>
            )}
          />
        )}
      </Loaded>
      {redeeming && (
        <RedeemFlow
          key={redeeming.HoldingId}
          holding={redeeming}
          recordsHref={pagePath('earnRecords', { query: { tab: 'records' } })}
          onClose={onClose}
          onDone={(record) => {
            setDone(record);
            onClose();
          }}
        />
      )}
    </>
  );
}

export default function EarnRecordsPage() {
  const t = useT();
  const { values, set } = useSearchState(recordsSearch);
  usePageTitle(t('earn.records.pageTitle'));
  return (
    <div className="page earn-page">
      <Link className="earn-page__back" to={pagePath('earn')}>
        ← {t('earn.records.toProducts')}
      </Link>
      <div className="earn-page__head">
        <h1>{t('earn.records.pageTitle')}</h1>
      </div>
      <Tabs
        label={t('earn.records.pageTitle')}
        tabs={[
          { id: 'holdings', label: t('earn.holdings.title') },
          { id: 'records', label: t('earn.records.title') },
        ]}
        selected={values.tab}
        onSelect={(tab) => set({ tab, redeem: 0 })}
      >
        {values.tab === 'holdings' ? (
          <Holdings
            redeemId={values.redeem}
            onRedeem={(redeem) => set({ redeem }, { history: 'push' })}
            onClose={() => set({ redeem: 0 }, { history: 'replace' })}
          />
        ) : (
          <RecordsList />
        )}
      </Tabs>
    </div>
  );
}
