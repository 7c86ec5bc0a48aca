/**
 * /missionSystem/details?id=: one task. What to do and its conditions, the customer's progress, the
 * reward and its terms, the action it allows now, and the rewards paid for it.
 */
import { Link } from 'react-router';
import { useApiQuery } from '../../api/query.ts';
import { searchParam } from '../../lib/search-params.ts';
import { useSignedIn } from '../../session/hooks.ts';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { LoadError } from '../../ui/LoadState.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useSearchState } from '../../ui/use-search-state.ts';
import { campaignQuery, noviceTasksQuery } from './missions-api.ts';
import { TaskAction } from './TaskAction.tsx';
import { TaskBadge } from './TaskBadge.tsx';
import { TaskDeadline } from './TaskDeadline.tsx';
import { TaskProgress } from './TaskProgress.tsx';
import { TaskRecords } from './TaskRecords.tsx';
import { RewardTerms, TaskConditions } from './TaskTerms.tsx';
import { fromCampaign, fromNovice } from './task-view.ts';
import { useTaskActions } from './use-task-actions.ts';
import { ClaimReview } from './ClaimReview.tsx';
import './missions.css';
import { LoadingSkeleton } from '../../ui/LoadingSkeleton.tsx';
import { useT } from '../../i18n/use-t.ts';
import { isRouted, pagePath } from '../../config/page-paths.ts';

const detailsSearch = { id: searchParam.positiveInteger(0), page: searchParam.page() };

export default function TaskDetailsPage() {
  const t = useT();
  const errorText = useApiErrorText();
  const signedIn = useSignedIn();
  const actions = useTaskActions();
  const { values, set } = useSearchState(detailsSearch);
  const novice = useApiQuery(noviceTasksQuery());
  const campaign = useApiQuery(campaignQuery(values.id));
  const beginner = novice.data?.find((task) => task.TaskId === values.id);
  const task = beginner ? fromNovice(beginner) : campaign.data ? fromCampaign(campaign.data) : null;
  usePageTitle(task?.title ?? t('missions.title'));
  const notFound = values.id === 0 || (!task && novice.data !== undefined && campaign.data === null);
  const failed = !task && (novice.isError || campaign.isError);
  const refresh = () => {
    void novice.refetch();
    void campaign.refetch();
  };

  let body;
  if (task) {
    const outcome = actions.outcome?.taskId === task.id ? actions.outcome : null;
    body = (
      <>
        <div className="task-head">
          <h1>{task.title}</h1>
          <TaskBadge task={task} />
        </div>
        <div className="task-layout">
          <section className="task-panel" aria-labelledby="task-todo-title">
            <h2 id="task-todo-title">{t('missions.details.todo')}</h2>
            <p>{task.description}</p>
            {task.status === 'unregistered' && task.window?.phase !== 'ended' && (
              <p className="task-card__note">{t('missions.joinFirst')}</p>
            )}
            <TaskProgress task={task} />
            <p className="task-head__deadline">
              <span className="task-facts__label">{t('missions.deadline')}</span>{' '}
              <TaskDeadline task={task} onPhaseEnd={refresh} />
            </p>
            {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
            {outcome?.claimed && isRouted('fundingCenter') && (
              <Link to={pagePath('fundingCenter')}>{t('missions.claim.seeRewards')}</Link>
            )}
            <div className="task-card__actions">
              <TaskAction task={task} actions={actions} />
            </div>
          </section>
          <TaskConditions task={task} />
          <RewardTerms task={task} />
        </div>
        <ClaimReview actions={actions} />
        {signedIn ? (
          <TaskRecords
            taskId={task.id}
            page={values.page}
            onPage={(page) => set({ page })}
            title={t('missions.details.records')}
            empty={t('missions.details.noRecords')}
          />
        ) : (
          <p className="task-panel">{t('missions.details.signInForRecords')}</p>
        )}
      </>
    );
  } else if (notFound) {
    body = (
      <div className="load-state">
        <p>{t('missions.details.notFound')}</p>
      </div>
    );
  } else if (failed) {
    body = <LoadError message={errorText((novice.error ?? campaign.error)!)} onRetry={refresh} />;
  } else {
    body = (
      <LoadingSkeleton>
        <Skeleton shape="block" height={40} width="50%" />
        <div className="task-layout">
          <Skeleton shape="block" height={260} />
          <Skeleton shape="block" height={260} />
        </div>
      </LoadingSkeleton>
    );
  }

  return (
    <div className="page missions">
      <Link className="missions__back" to={pagePath('missions')}>
        ← {t('missions.details.back')}
      </Link>
      {body}
    </div>
  );
}
