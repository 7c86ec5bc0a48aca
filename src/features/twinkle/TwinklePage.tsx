/**
 * /twinkle: the token sales in tabs (open, upcoming, ended), each counted down to its next phase,
 * and, signed in, the customer's own subscriptions. The tab and page live in the address.
 */
import { searchParam } from '../../lib/search-params.ts';
import { useSignedIn } from '../../session/hooks.ts';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { Tabs } from '../../ui/Tabs.tsx';
import { useSearchState } from '../../ui/use-search-state.ts';
import { MySubscriptions } from './MySubscriptions.tsx';
import { ProjectList } from './ProjectList.tsx';
import './twinkle.css';
import { useT } from '../../i18n/use-t.ts';

const saleSearch = { tab: searchParam.oneOf(['open', 'upcoming', 'ended', 'mine'], 'open'), page: searchParam.page() };

export default function TwinklePage() {
  const t = useT();
  usePageTitle(t('twinkle.title'));
  const signedIn = useSignedIn();
  const { values, set } = useSearchState(saleSearch);
  const tab = values.tab === 'mine' && !signedIn ? 'open' : values.tab;
  const tabs = [
    { id: 'open' as const, label: t('twinkle.tab.open') },
    { id: 'upcoming' as const, label: t('twinkle.tab.upcoming') },
    { id: 'ended' as const, label: t('twinkle.tab.ended') },
    ...(signedIn ? [{ id: 'mine' as const, label: t('twinkle.tab.mine') }] : []),
  ];
  const onPage = (page: number) => set({ page });
  return (
    <div className="page twinkle">
      <h1 className="twinkle__title">{t('twinkle.title')}</h1>
      <p className="twinkle__lead">{t('twinkle.lead')}</p>
      <Tabs label={t('twinkle.tabs')} tabs={tabs} selected={tab} onSelect={(next) => set({ tab: next })}>
        {tab === 'mine' ? (
          <MySubscriptions page={values.page} onPage={onPage} />
        ) : (
          <ProjectList tab={tab} page={values.page} onPage={onPage} />
        )}
      </Tabs>
    </div>
  );
}
