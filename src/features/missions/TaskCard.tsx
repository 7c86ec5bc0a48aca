/** One task in a list: what it asks, the customer's progress, the reward, the deadline and what to do next. */
import { Link } from 'react-router';
import { CoinAmount } from '../../shell/money.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { TaskAction } from './TaskAction.tsx';
import { TaskBadge } from './TaskBadge.tsx';
import { TaskDeadline } from './TaskDeadline.tsx';
import { TaskProgress } from './TaskProgress.tsx';
import type { TaskView } from './task-view.ts';
import type { useTaskActions } from './use-task-actions.ts';
import { useT } from '../../i18n/use-t.ts';
import { isRouted, pagePath } from '../../config/page-paths.ts';

export const taskPath = (taskId: number) => pagePath('missionDetails', { query: { id: taskId } });

interface TaskCardProps {
  task: TaskView;
  actions: ReturnType<typeof useTaskActions>;
  onPhaseEnd: () => void;
}

export function TaskCard({ task, actions, onPhaseEnd }: TaskCardProps) {
  const t = useT();
  const titleId = `task-${task.id}`;
  const outcome = actions.outcome?.taskId === task.id ? actions.outcome : null;
  const needsJoining = task.status === 'unregistered' && task.window?.phase !== 'ended';
  return (
    <article className="task-card" aria-labelledby={titleId}>
      <div className="task-card__head">
        <h3 id={titleId}>
          <Link to={taskPath(task.id)}>{task.title}</Link>
        </h3>
        <TaskBadge task={task} />
      </div>
      <p className="task-card__text">{task.description}</p>
      {needsJoining && <p className="task-card__note">{t('missions.joinFirst')}</p>}
      <TaskProgress task={task} />
      <dl className="task-facts">
        <div>
          <dt>{t('missions.reward')}</dt>
          <dd>
            <CoinAmount amount={task.reward.Amount} coin={task.reward.Coin} />
          </dd>
        </div>
        <div>
          <dt>{t('missions.deadline')}</dt>
          <dd>
            <TaskDeadline task={task} onPhaseEnd={onPhaseEnd} />
          </dd>
        </div>
      </dl>
      {outcome && (
        <div className="task-card__outcome">
          <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>
          {outcome.claimed && isRouted('fundingCenter') && (
            <Link to={pagePath('fundingCenter')}>{t('missions.claim.seeRewards')}</Link>
          )}
        </div>
      )}
      <div className="task-card__actions">
        <TaskAction task={task} actions={actions} />
      </div>
    </article>
  );
}
