/**
 * /missionSystem: the beginner tasks and the campaigns with their progress, reward and deadline;
 * claim a done task's reward, join a campaign; the customer's new rewards shown once. The tab,
 * the phase filter and the page live in the address.
 */
import { searchParam } from '../../lib/search-params.ts';
import { useSignedIn } from '../../session/hooks.ts';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { Tabs } from '../../ui/Tabs.tsx';
import { useSearchState } from '../../ui/use-search-state.ts';
import { AdvancedTasks, phaseFilters } from './AdvancedTasks.tsx';
import { NoviceTasks } from './NoviceTasks.tsx';
import { RewardNotices } from './RewardNotices.tsx';
import { useTaskActions } from './use-task-actions.ts';
import { ClaimReview } from './ClaimReview.tsx';
import './missions.css';
import { useT } from '../../i18n/use-t.ts';
import { isRouted, pagePath } from '../../config/page-paths.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';

const missionsSearch = {
  tab: searchParam.oneOf(['novice', 'advanced'], 'novice'),
  phase: searchParam.oneOf(phaseFilters, 'all'),
  page: searchParam.page(),
};

export default function MissionsPage() {
  const t = useT();
  usePageTitle(t('missions.title'));
  const signedIn = useSignedIn();
  const actions = useTaskActions();
  const { values, set } = useSearchState(missionsSearch);
  return (
    <div className="page missions">
      <div className="missions__head">
        <h1>{t('missions.title')}</h1>
        {signedIn && isRouted('fundingCenter') && (
          <ButtonLink variant="secondary" to={pagePath('fundingCenter')}>
            {t('missions.fundingCenter.link')}
          </ButtonLink>
        )}
      </div>
      <p className="missions__lead">{t('missions.lead')}</p>
      {signedIn && <RewardNotices />}
      <Tabs
        label={t('missions.tabs')}
        tabs={[
          { id: 'novice', label: t('missions.tab.novice') },
          { id: 'advanced', label: t('missions.tab.advanced') },
        ]}
        selected={values.tab}
        onSelect={(tab) => set({ tab })}
      >
        {values.tab === 'novice' ? (
          <NoviceTasks actions={actions} />
        ) : (
          <AdvancedTasks phase={values.phase} page={values.page} onFilter={set} actions={actions} />
        )}
      </Tabs>
      <ClaimReview actions={actions} />
    </div>
  );
}
