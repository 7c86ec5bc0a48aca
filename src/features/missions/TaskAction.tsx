/** The one thing a customer can do with a task now: log in, join, claim, or go where it is done. */
import { useLocation } from 'react-router';
import { useSignedIn } from '../../session/hooks.ts';
import { Button } from '../../ui/Button.tsx';
import { nextStep, type TaskView } from './task-view.ts';
import type { useTaskActions } from './use-task-actions.ts';
import { useT } from '../../i18n/use-t.ts';
import { loginHref, pageAt } from '../../config/page-paths.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';

interface TaskActionProps {
  task: TaskView;
  actions: ReturnType<typeof useTaskActions>;
}

export function TaskAction({ task, actions }: TaskActionProps) {
  const t = useT();
  const signedIn = useSignedIn();
  const { pathname, search } = useLocation();
  const step = nextStep(task, signedIn);
  const busy = actions.busy === task.id;
  const waiting = actions.busy !== null;
  switch (step) {
    case 'signIn':
      return (
        <ButtonLink variant="secondary" to={loginHref(pathname + search)}>
          {t('missions.action.signIn')}
        </ButtonLink>
      );
    case 'join':
      return (
        <Button
          variant="secondary"
          busy={busy}
          disabled={waiting}
          onClick={() => void actions.joinTask(task)}
          aria-label={t('missions.action.joinOf', { title: task.title })}
        >
          {t('missions.action.join')}
        </Button>
      );
    case 'claim':
      return (
        <Button
          busy={busy}
          disabled={waiting}
          onClick={() => void actions.claimTask(task)}
          aria-label={t('missions.action.claimOf', { title: task.title })}
        >
          {t('missions.action.claim')}
        </Button>
      );
    case 'go': {
      const to = task.actionUrl!;
      return pageAt(to.split(/[?#]/)[0]) !== undefined ? (
        <ButtonLink variant="ghost" to={to}>
          {t('missions.action.go')}
        </ButtonLink>
      ) : null;
    }
    case 'none':
      return null;
  }
}
