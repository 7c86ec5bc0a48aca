/**
 * /assets/address: the customer's withdrawal addresses, grouped by coin and searchable (the search
 * in the address); a new one is saved with the PIN or Google code, and one is removed after a
 * question. The withdraw page picks from them.
 */
import { useState } from 'react';
import { useApiQuery } from '../../api/query.ts';
import { constants } from '../../config/site-config.ts';
import { customerQuery } from '../../data/customer.ts';
import { searchParam } from '../../lib/search-params.ts';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { Button } from '../../ui/Button.tsx';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { FilterBar } from '../../ui/FilterBar.tsx';
import { Empty, LoadError } from '../../ui/LoadState.tsx';
import { SearchFilter } from '../../ui/SearchFilter.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useSearchState } from '../../ui/use-search-state.ts';
import { AddAddressDialog } from './AddAddressDialog.tsx';
import { staleAfter } from './stale.ts';
import { MoneyReview } from '../../money-action/MoneyReview.tsx';
import { sendOperation } from '../../money-action/outcome.ts';
import { useMoneyAction } from '../../money-action/use-money-action.ts';
import { addressBookHref, groupedByCoin, removeAddress, removeRefusals } from './address-book-api.ts';
import { assetCoinsQuery } from './assets-api.ts';
import { AssetsFrame } from './AssetsFrame.tsx';
import { DoneMessage } from './DoneMessage.tsx';
import { savedAddressesQuery, type SavedAddress } from './withdraw-api.ts';
import { useT } from '../../i18n/use-t.ts';
import { pagePath } from '../../config/page-paths.ts';

const bookSearch = { q: searchParam.text({ maxLength: 60 }) };

export default function AddressBookPage() {
  const t = useT();
  const errorText = useApiErrorText();
  const { values, set, isSet, clear } = useSearchState(bookSearch);
  const book = useApiQuery(savedAddressesQuery());
  const coins = useApiQuery(assetCoinsQuery());
  const user = useApiQuery(customerQuery());
  const [adding, setAdding] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const remove = useMoneyAction<SavedAddress, unknown>({
    send: ({ request }) => sendOperation(removeAddress, { params: { query: { id: request.Id } } }, removeRefusals),
    changes: staleAfter.addressBook,
    recordsHref: addressBookHref(),
    onDone: (_, removed) => setDone(t('assets.book.removed', { label: removed.Label })),
  });
  const removing = remove.request;
  const factors = user.data
    ? ([...(user.data.HasPin ? ['pin'] : []), ...(user.data.GoogleEnabled ? ['google'] : [])] as ('pin' | 'google')[])
    : [];

  const columns: Column<SavedAddress>[] = [
    { id: 'label', header: t('assets.book.label'), cell: (a) => a.Label },
    { id: 'network', header: t('assets.form.network'), cell: (a) => a.Chain },
    {
      id: 'address',
      header: t('assets.withdraw.address'),
      cell: (a) => <span className="assets-code">{a.Address}</span>,
    },
    {
      id: 'memo',
      header: t('assets.withdraw.memo'),
      cell: (a) => (a.Memo ? <span className="assets-code">{a.Memo}</span> : '--'),
    },
  ];
  const failed = book.isError ? book : coins.isError ? coins : null;
  const groups = groupedByCoin(book.data ?? [], values.q);

  return (
    <AssetsFrame
      title={t('assets.book.title')}
      actions={
        <Button onClick={() => (setDone(null), setAdding(true))} disabled={!coins.data || !user.data}>
          {t('assets.book.add')}
        </Button>
      }
    >
      <DoneMessage takeFocus>{done}</DoneMessage>
      <FilterBar label={t('assets.book.filters')} active={isSet(['q'])} onClear={() => clear(['q'])}>
        <SearchFilter
          label={t('assets.book.search')}
          value={values.q}
          onChange={(q) => set({ q })}
          debounceMs={constants().debounceMs}
        />
      </FilterBar>
      {failed?.error ? (
        <section className="assets-card">
          <LoadError message={errorText(failed.error)} onRetry={() => void failed.refetch()} />
        </section>
      ) : !book.data ? (
        <section className="assets-card">
          <Skeleton lines={6} />
        </section>
      ) : groups.length === 0 ? (
        <section className="assets-card">
          <Empty message={t(values.q ? 'assets.book.noneMatch' : 'assets.book.none')} />
        </section>
      ) : (
        groups.map(([code, addresses]) => (
          <section key={code} className="assets-card" aria-labelledby={`assets-book-${code}`}>
            <h2 id={`assets-book-${code}`}>{code}</h2>
            <DataTable
              caption={t('assets.book.caption', { coin: code })}
              columns={columns}
              rows={addresses}
              rowKey={(a) => String(a.Id)}
              actions={(a) => (
                <Button
                  variant="ghost"
                  onClick={() => (setDone(null), remove.review(a))}
                  aria-label={t('assets.book.removeOf', { label: a.Label })}
                >
                  {t('assets.book.remove')}
                </Button>
              )}
              empty={null}
            />
          </section>
        ))
      )}
      {adding && coins.data && (
        <AddAddressDialog
          coins={coins.data}
          factors={factors}
          setPinHref={pagePath('accountSettings', { query: { return: pagePath('assetsAddressBook') }, hash: 'pin' })}
          onClose={() => setAdding(false)}
          onSaved={(label) => (setAdding(false), setDone(t('assets.book.saved', { label })))}
        />
      )}
      <MoneyReview
        action={remove}
        title={t('assets.book.removeTitle')}
        rows={
          removing
            ? [
                { label: t('assets.book.label'), value: removing.Label },
                { label: t('assets.form.network'), value: removing.Chain },
                { label: t('assets.withdraw.address'), value: <span className="assets-code">{removing.Address}</span> },
              ]
            : []
        }
        warnings={removing ? [t('assets.book.removeText', { label: removing.Label, address: removing.Address })] : []}
        confirmLabel={t('assets.book.removeConfirm')}
        recordsLabel={t('assets.book.checkBook')}
      />
    </AssetsFrame>
  );
}
