/** The conditions of a task and the terms of its reward, from its kind and its window. */
import { formatDate } from '../../lib/dates.ts';
import { Figure } from '../../ui/Figure.tsx';
import { CoinAmount, DisplayValue } from '../../shell/money.tsx';
import { progressPlaces, type TaskView } from './task-view.ts';
import { useT } from '../../i18n/use-t.ts';

const when = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm');

export function TaskConditions({ task }: { task: TaskView }) {
  const t = useT();
  const { window } = task;
  return (
    <section className="task-panel" aria-labelledby="task-conditions-title">
      <h2 id="task-conditions-title">{t('missions.details.conditions')}</h2>
      <ul className="task-terms">
        {window ? (
          <>
            <li>{t('missions.terms.join')}</li>
            <li>{t('missions.terms.window', { start: when(window.startsAt), end: when(window.endsAt) })}</li>
            <li>
              {t('missions.terms.target')}{' '}
              <Figure kind="amount" value={task.progress.Target} precision={progressPlaces(task)} unit="USDT" />
            </li>
            {task.participants !== null && <li>{t('missions.terms.participants', { count: task.participants })}</li>}
          </>
        ) : (
          <>
            <li>{t('missions.terms.account')}</li>
            <li>{t('missions.terms.noDeadline')}</li>
          </>
        )}
      </ul>
    </section>
  );
}

export function RewardTerms({ task }: { task: TaskView }) {
  const t = useT();
  return (
    <section className="task-panel" aria-labelledby="task-reward-title">
      <h2 id="task-reward-title">{t('missions.reward')}</h2>
      <p className="task-reward">
        <CoinAmount amount={task.reward.Amount} coin={task.reward.Coin} className="task-reward__amount" />
        <DisplayValue amount={task.reward.Amount} coin={task.reward.Coin} />
      </p>
      <ul className="task-terms">
        <li>{t('missions.terms.paidTo')}</li>
        <li>{t('missions.terms.once')}</li>
        {task.window && <li>{t('missions.terms.claimBy', { date: when(task.window.claimBy) })}</li>}
      </ul>
    </section>
  );
}
