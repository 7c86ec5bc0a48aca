/** How far the customer is with a task: the bar, and the figures it stands for. */
import { Figure } from '../../ui/Figure.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { progressPercent, progressPlaces, type TaskView } from './task-view.ts';
import { useT } from '../../i18n/use-t.ts';

export function TaskProgress({ task }: { task: Pick<TaskView, 'progress' | 'status'> }) {
  const t = useT();
  const places = progressPlaces(task);
  const figures = (
    <>
      <Figure kind="amount" value={task.progress.Current} precision={places} />
      {' / '}
      <Figure kind="amount" value={task.progress.Target} precision={places} />
    </>
  );
  return (
    <ProgressBar
      label={t('missions.progress')}
      percent={progressPercent(task)}
      detail={figures}
      complete={task.status === 'done' || task.status === 'claimed'}
    />
  );
}
