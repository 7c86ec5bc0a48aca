/** How far the customer is with a task: the bar, and the figures it stands for. */
import { useIntl } from 'react-intl';
import { Figure } from '../../ui/Figure.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { progressPercent, progressPlaces, type TaskView } from './task-view.ts';

export function TaskProgress({ task }: { task: Pick<TaskView, 'progress' | 'status'> }) {
  const intl = useIntl();
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
      label={intl.formatMessage({ id: 'missions.progress' })}
      percent={progressPercent(task)}
      detail={figures}
      complete={task.status === 'done' || task.status === 'claimed'}
    />
  );
}
