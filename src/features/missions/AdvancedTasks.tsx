/** The campaigns, filtered by phase and paged; each needs joining before its progress counts. */
import { useApiQuery } from '../../api/query.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { Button } from '../../ui/Button.tsx';
import { FilterBar } from '../../ui/FilterBar.tsx';
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
  const campaigns = useApiQuery(campaignsQuery(phase, page));
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
      <Loaded query={campaigns} loading={<TaskGridSkeleton cards={4} />}>
        {(answer) =>
          answer.Items.length === 0 ? (
            <div className="load-state task-empty">
              <p>{t(`missions.empty.advanced.${phase}`)}</p>
              {phase !== 'all' && (
                <Button variant="ghost" onClick={() => onFilter({ phase: 'all' })}>
                  {t('missions.empty.advanced.showAll')}
                </Button>
              )}
            </div>
          ) : (
            <>
              <div
                className={campaigns.isPlaceholderData ? 'task-grid task-grid--busy' : 'task-grid'}
                aria-busy={campaigns.isPlaceholderData || undefined}
              >
                {answer.Items.map((campaign) => (
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
                total={answer.TotalCount}
                onPage={(next) => onFilter({ page: next })}
              />
            </>
          )
        }
      </Loaded>
    </>
  );
}
