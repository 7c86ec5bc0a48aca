/** /fiat: buy or sell a coin with local money, in each market the site offers (fiat-sections.ts). */
import { useMemo } from 'react';
import { searchParam } from '../../lib/search-params.ts';
import { usePageIntro } from '../../shell/PageIntro.tsx';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { Empty } from '../../ui/LoadState.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { useSearchState } from '../../ui/use-search-state.ts';
import { fiatSections } from './fiat-sections.ts';
import { FiatLinks } from './FiatLinks.tsx';
import './fiat.css';
import { useT } from '../../i18n/use-t.ts';

export default function FiatPage() {
  const t = useT();
  const { title, intro } = usePageIntro('fiat');
  usePageTitle(title);
  // The switches are read once: a change to the site-config needs a reload.
  const shown = useMemo(() => fiatSections.filter((section) => section.shown()), []);
  const search = useMemo(
    () => ({
      market: searchParam.oneOf(
        shown.map((section) => section.id),
        shown[0]?.id ?? '',
      ),
    }),
    [shown],
  );
  const { values, set } = useSearchState(search);
  const current = shown.find((section) => section.id === values.market) ?? shown[0];

  return (
    <div className="page fiat-page">
      {intro}
      <FiatLinks />
      {!current && <Empty message={t('fiat.none')} />}
      {current && shown.length === 1 && <current.Panel />}
      {current && shown.length > 1 && (
        <Tabs
          label={t('fiat.section.label')}
          tabs={shown.map((section) => ({ id: section.id, label: t(section.labelId) }))}
          selected={current.id}
          onSelect={(market) => set({ market })}
        >
          <current.Panel />
        </Tabs>
      )}
    </div>
  );
}
