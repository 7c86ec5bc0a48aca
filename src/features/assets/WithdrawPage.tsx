/**
 * /assets/withdraw: a coin, then where it goes (an address on a network, or for a coin digital
 * fiat buys, a bank account), the review and confirmation, and the latest withdrawals with a
 * cancel for one not yet confirmed. A customer without a security PIN sets one first and comes back.
 */
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useApiQuery } from '../../api/query.ts';
import { customerQuery } from '../../data/customer.ts';
import { searchParam } from '../../lib/search-params.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { useSearchState } from '../../ui/use-search-state.ts';
import { assetCoinsQuery } from './assets-api.ts';
import { AssetsFrame } from './AssetsFrame.tsx';
import { CoinPicker } from './CoinPicker.tsx';
import { DoneMessage } from './DoneMessage.tsx';
import { useT } from '../../i18n/use-t.ts';
import { recentWithdrawalsQuery } from './withdraw-api.ts';
import { pagePath, routedPath } from '../../config/page-paths.ts';
import { splitComponent } from '../../ui/split-component.ts';
import { splitParts } from '../../ui/split-parts.tsx';
import type { CryptoWithdrawFormProps } from './CryptoWithdrawForm.tsx';
import type { FiatPayOutProps } from './FiatPayOut.tsx';

/**
 * The forms and the latest withdrawals come in code of their own, with the form libraries
 * (react-hook-form, zod): the page and its placeholders are drawn without waiting for them, and
 * they download, asked for once that first frame is drawn, while the page waits for its answers.
 */
const CryptoWithdrawForm = splitComponent<CryptoWithdrawFormProps>(async () => ({
  default: (await import('./CryptoWithdrawForm.tsx')).CryptoWithdrawForm,
}));
const FiatPayOut = splitComponent<FiatPayOutProps>(async () => ({
  default: (await import('./FiatPayOut.tsx')).FiatPayOut,
}));
const RecentWithdrawals = splitComponent(async () => ({
  default: (await import('./RecentWithdrawals.tsx')).RecentWithdrawals,
}));
/** The forms' and the list's code: asked for once the page's first frame is drawn, shown together. */
export const withdrawParts = splitParts([CryptoWithdrawForm, FiatPayOut, RecentWithdrawals]);

const withdrawSearch = {
  coin: searchParam.text({ maxLength: 12 }),
  to: searchParam.oneOf(['address', 'bank'], 'address'),
};

/** Where a customer without a PIN sets one, and comes back to this very page. */
export const setPinHrefFor = (here: string) => pagePath('accountSettings', { query: { return: here }, hash: 'pin' });

export default function WithdrawPage() {
  const t = useT();
  const { pathname, search } = useLocation();
  const { values, set } = useSearchState(withdrawSearch);
  const coins = useApiQuery(assetCoinsQuery());
  const user = useApiQuery(customerQuery());
  const [done, setDone] = useState<string | null>(null);
  withdrawParts.useAskedAfterFirstFrame();
  const code = values.coin.toUpperCase();
  const coin = coins.data?.get(code);
  const bankOnly = coin ? !coin.CanWithdraw && coin.FiatPayOut.length > 0 : false;
  const to = bankOnly ? 'bank' : coin?.FiatPayOut.length ? values.to : 'address';
  const setPinHref = setPinHrefFor(pathname + search);

  const pickable = [...(coins.data?.values() ?? [])].map((c) => ({
    code: c.Code,
    name: c.Name,
    disabledReason: c.CanWithdraw || c.FiatPayOut.length > 0 ? undefined : t('assets.withdraw.paused'),
  }));
  const account = user.data ? { email: user.data.Email ?? '', google: user.data.GoogleEnabled } : null;
  const finished = (messageId: string | null) => {
    setDone(messageId ? t(messageId, { coin: code }) : null);
  };

  const form = (() => {
    if (!coin || !account || !user.data) return null;
    if (!user.data.HasPin) {
      return (
        <div className="assets-warning" role="note">
          <p>{t('assets.withdraw.needPin')}</p>
          <Link to={setPinHref}>{t('assets.withdraw.setPin')}</Link>
        </div>
      );
    }
    if (to === 'bank')
      return <FiatPayOut key={code} coin={coin} account={account} setPinHref={setPinHref} onDone={finished} />;
    return (
      <CryptoWithdrawForm
        key={code}
        coin={coin}
        account={account}
        setPinHref={setPinHref}
        onDone={(w) => finished(w ? 'assets.withdraw.done' : null)}
      />
    );
  })();

  // The latest withdrawals are asked for at once and shown under the form once it is: its height
  // is known only then, so that they never move.
  useApiQuery(recentWithdrawalsQuery(false));
  const formShown = coins.isError || user.isError || (coins.data !== undefined && user.data !== undefined);

  const formLabel = t('assets.withdraw.formLabel');
  // Until the code is in, the form's place looks as it does while the answers come.
  const codeComing = (
    <section className="assets-card" aria-label={formLabel}>
      <Skeleton lines={6} />
    </section>
  );

  return (
    <AssetsFrame title={t('assets.withdraw.title')}>
      <withdrawParts.Ready loading={codeComing}>
        <section className="assets-card" aria-label={formLabel}>
          <Loaded query={coins} loading={<Skeleton lines={6} />}>
            {() => (
              <Loaded query={user} loading={<Skeleton lines={6} />}>
                {() => (
                  <div className="assets-form">
                    <DoneMessage takeFocus recordsHref={routedPath('assetsRecords', { query: { type: 'withdraw' } })}>
                      {done}
                    </DoneMessage>
                    <CoinPicker
                      coins={pickable}
                      value={coin ? code : ''}
                      onChange={(next) => (setDone(null), set({ coin: next, to: 'address' }, { history: 'replace' }))}
                    />
                    {coin && coin.FiatPayOut.length > 0 && !bankOnly && (
                      <Tabs
                        look="pills"
                        label={t('assets.withdraw.to')}
                        tabs={[
                          { id: 'address', label: t('assets.withdraw.toAddress') },
                          { id: 'bank', label: t('assets.withdraw.toBank') },
                        ]}
                        selected={to}
                        onSelect={(next) => set({ to: next as 'address' | 'bank' }, { history: 'replace' })}
                      >
                        {form}
                      </Tabs>
                    )}
                    {!(coin && coin.FiatPayOut.length > 0 && !bankOnly) && form}
                  </div>
                )}
              </Loaded>
            )}
          </Loaded>
        </section>
        {formShown && <RecentWithdrawals />}
      </withdrawParts.Ready>
    </AssetsFrame>
  );
}
