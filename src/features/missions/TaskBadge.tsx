/** A task's standing as a word with its own mark. */
import { StatusBadge, type StatusTone } from '../../ui/StatusBadge.tsx';
import { statusWord, type TaskView } from './task-view.ts';
import { useT } from '../../i18n/use-t.ts';

const tones: Record<ReturnType<typeof statusWord>, StatusTone> = {
  unregistered: 'neutral',
  upcoming: 'neutral',
  todo: 'pending',
  done: 'success',
  claimed: 'success',
  expired: 'danger',
  missed: 'danger',
};

export function TaskBadge({ task }: { task: Pick<TaskView, 'status' | 'window'> }) {
  const t = useT();
  const word = statusWord(task);
  return <StatusBadge tone={tones[word]}>{t(`missions.status.${word}`)}</StatusBadge>;
}
