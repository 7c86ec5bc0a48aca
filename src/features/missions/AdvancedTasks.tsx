/** The campaigns, filtered by phase and paged; each needs joining before its progress counts. */
import { useApiQuery } from '../../api/query.ts';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { Button } from '../../ui/Button.tsx';
import { FilterBar } from '../../ui/FilterBar.tsx';
import { LoadError } from '../../ui/LoadState.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { SelectFilter } from '../../ui/SelectFilter.tsx';
import { campaignRows, campaignsQuery, type CampaignPhase } from './missions-api.ts';
import { TaskGridSkeleton } from './NoviceTasks.tsx';
import { TaskCard } from './TaskCard.tsx';
import { fromCampaign } from './task-view.ts';
import type { useTaskActions } from './use-task-actions.ts';
import { useT } from '../../i18n/use-t.ts';

export type PhaseFilter = CampaignPhase | 'all';
export const phaseFilters = ['all', 'ongoing', 'upcoming', 'ended'] as const;

interface AdvancedTasksProps {
  phase: PhaseFilter;
  page: number;
  onFilter: (changes: { phase?: PhaseFilter; page?: number }) => void;
  actions: ReturnType<typeof useTaskActions>;
}

export function AdvancedTasks({ phase, page, onFilter, actions }: AdvancedTasksProps) {
  const t = useT();
  const errorText = useApiErrorText();
  const campaigns = useApiQuery(campaignsQuery(phase, page));
  let list;
  if (!campaigns.data) {
    list = campaigns.isError ? (
      <LoadError message={errorText(campaigns.error)} onRetry={() => void campaigns.refetch()} />
    ) : (
      <TaskGridSkeleton cards={4} />
    );
  } else if (campaigns.data.Items.length === 0) {
    list = (
      <div className="load-state task-empty">
        <p>{t(`missions.empty.advanced.${phase}`)}</p>
        {phase !== 'all' && (
          <Button variant="ghost" onClick={() => onFilter({ phase: 'all' })}>
            {t('missions.empty.advanced.showAll')}
          </Button>
        )}
      </div>
    );
  } else {
    list = (
      <>
        <div
          className={campaigns.isPlaceholderData ? 'task-grid task-grid--busy' : 'task-grid'}
          aria-busy={campaigns.isPlaceholderData || undefined}
        >
          {campaigns.data.Items.map((campaign) => (
            <TaskCard
              key={campaign.TaskId}
              task={fromCampaign(campaign)}
              actions={actions}
              onPhaseEnd={() => void campaigns.refetch()}
            />
          ))}
        </div>
        <Pager
          page={page}
          rows={campaignRows}
          total={campaigns.data.TotalCount}
          onPage={(next) => onFilter({ page: next })}
        />
      </>
    );
  }
  return (
    <>
      <FilterBar label={t('missions.filters')} active={phase !== 'all'} onClear={() => onFilter({ phase: 'all' })}>
        <SelectFilter
          label={t('missions.phase')}
          value={phase}
          options={phaseFilters.map((value) => ({ value, label: t(`missions.phase.${value}`) }))}
          onChange={(value) => onFilter({ phase: value })}
        />
      </FilterBar>
      {list}
    </>
  );
}
