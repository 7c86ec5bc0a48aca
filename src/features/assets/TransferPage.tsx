/**
 * /assets/fundTransfer: moving a coin between the spot and futures accounts, and the latest
 * transfers. Without the futures product (the `contract` switch off) the page says transfers are
 * not available.
 */
import { useState } from 'react';
import { useApiQuery } from '../../api/query.ts';
import { isOn } from '../../config/site-config.ts';
import { formatDate } from '../../lib/dates.ts';
import { searchParam } from '../../lib/search-params.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { Loaded } from '../../shell/Loaded.tsx';
import { LoadedTable } from '../../shell/LoadedTable.tsx';
import type { Column } from '../../ui/DataTable.tsx';
import { Empty } from '../../ui/LoadState.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useSearchState } from '../../ui/use-search-state.ts';
import { assetCoinsQuery, futuresAccountQuery } from './assets-api.ts';
import { AssetsFrame } from './AssetsFrame.tsx';
import { DoneMessage } from './DoneMessage.tsx';
import { TransferForm } from './TransferForm.tsx';
import { transferRows, transfersQuery, type Transfer } from './transfer-api.ts';
import { useT } from '../../i18n/use-t.ts';
import { routedPath } from '../../config/page-paths.ts';

const transferSearch = {
  coin: searchParam.text({ fallback: 'USDT', maxLength: 12 }),
  from: searchParam.oneOf(['spot', 'contract'], 'spot'),
  page: searchParam.page(),
};

export default function TransferPage() {
  const t = useT();
  const available = isOn('futures');
  const { values, set } = useSearchState(transferSearch);
  const coins = useApiQuery(assetCoinsQuery());
  const futures = useApiQuery(futuresAccountQuery(available));
  const history = useApiQuery({ ...transfersQuery(values.page), enabled: available });
  const [done, setDone] = useState<string | null>(null);
  const account = (kind: Transfer['From']) => t(`assets.transfer.account.${kind}`);

  if (!available) {
    return (
      <AssetsFrame title={t('assets.transfer.title')}>
        <section className="assets-card">
          <Empty message={t('assets.transfer.unavailable')} />
        </section>
      </AssetsFrame>
    );
  }

  // The coins that move are those the futures account holds.
  const movable = (futures.data ?? []).flatMap((row) => {
    const coin = coins.data?.get(row.Coin);
    return coin ? [coin] : [];
  });
  const columns: Column<Transfer>[] = [
    { id: 'time', header: t('assets.history.time'), cell: (r) => formatDate(r.CreateTime) },
    {
      id: 'direction',
      header: t('assets.transfer.direction'),
      cell: (r) => t('assets.transfer.fromTo', { from: account(r.From), to: account(r.To) }),
    },
    {
      id: 'amount',
      header: t('assets.history.amount'),
      numeric: true,
      cell: (r) => <CoinAmount amount={r.Amount} coin={r.Code} />,
    },
  ];

  return (
    <AssetsFrame title={t('assets.transfer.title')}>
      <section className="assets-card" aria-label={t('assets.transfer.formLabel')}>
        <Loaded query={coins} loading={<Skeleton lines={6} />}>
          {() => (
            <Loaded query={futures} loading={<Skeleton lines={6} />}>
              {() => (
                <div className="assets-form">
                  <DoneMessage takeFocus recordsHref={routedPath('assetsRecords', { query: { type: 'transfer' } })}>
                    {done}
                  </DoneMessage>
                  <TransferForm
                    coins={movable}
                    code={values.coin.toUpperCase()}
                    from={values.from}
                    onChange={(change) => (setDone(null), set(change, { history: 'replace' }))}
                    onDone={setDone}
                  />
                </div>
              )}
            </Loaded>
          )}
        </Loaded>
      </section>
      <section className="assets-card" aria-labelledby="assets-transfers-title">
        <div className="assets-card__head">
          <h2 id="assets-transfers-title">{t('assets.transfer.recent')}</h2>
        </div>
        <LoadedTable
          query={history}
          page={values.page}
          pageRows={transferRows}
          onPage={(page) => set({ page })}
          caption={t('assets.transfer.recent')}
          columns={columns}
          rowKey={(r) => String(r.Id)}
          empty={<Empty message={t('assets.transfer.none')} />}
        />
      </section>
    </AssetsFrame>
  );
}
