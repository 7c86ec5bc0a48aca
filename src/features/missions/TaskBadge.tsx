/** A task's standing as a word with its own mark. */
import { useIntl } from 'react-intl';
import { StatusBadge, type StatusTone } from '../../ui/StatusBadge.tsx';
import { statusWord, type TaskView } from './task-view.ts';

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
  const intl = useIntl();
  const word = statusWord(task);
  return <StatusBadge tone={tones[word]}>{intl.formatMessage({ id: `missions.status.${word}` })}</StatusBadge>;
}
