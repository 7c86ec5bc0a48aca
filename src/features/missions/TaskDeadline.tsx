/**
 * When a task must be done by: a beginner task has no deadline; a campaign counts down to its start
 * or its end by the server's clock, and once ended gives the last day to claim a done reward.
 */
import { formatDate } from '../../lib/dates.ts';
import { useServerNow } from '../../session/server-clock.ts';
import { Countdown } from '../../ui/Countdown.tsx';
import type { TaskView } from './task-view.ts';
import { useT } from '../../i18n/use-t.ts';

const when = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm');

export function TaskDeadline({
  task,
  onPhaseEnd,
}: {
  task: Pick<TaskView, 'window' | 'status'>;
  onPhaseEnd: () => void;
}) {
  const t = useT();
  const now = useServerNow();
  const { window } = task;
  if (!window) return <>{t('missions.deadline.none')}</>;
  if (window.phase === 'ended') {
    if (task.status === 'done') return <>{t('missions.deadline.claimBy', { date: when(window.claimBy) })}</>;
    return <>{t('missions.deadline.ended', { date: when(window.endsAt) })}</>;
  }
  const upcoming = window.phase === 'upcoming';
  const id = upcoming ? 'missions.deadline.startsIn' : 'missions.deadline.endsIn';
  const timer = (
    <Countdown
      key="timer"
      endsAt={Date.parse(upcoming ? window.startsAt : window.endsAt)}
      now={now}
      onEnd={onPhaseEnd}
      className="task-deadline__time"
      label={(time) => t(id, { time })}
    />
  );
  return (
    <span className="task-deadline">
      {t(id, { time: timer })}
      <span className="task-deadline__date">
        {t(upcoming ? 'missions.deadline.startsOn' : 'missions.deadline.endsOn', {
          date: when(upcoming ? window.startsAt : window.endsAt),
        })}
      </span>
    </span>
  );
}
