/** The review of a task's claim: the task, its reward and where it is paid, confirmed once (the money-action kit). */
import { MoneyReview } from '../../money-action/MoneyReview.tsx';
import { useRewardText, type useTaskActions } from './use-task-actions.ts';
import { useT } from '../../i18n/use-t.ts';

export function ClaimReview({ actions }: { actions: ReturnType<typeof useTaskActions> }) {
  const t = useT();
  const rewardText = useRewardText();
  const task = actions.claim.request;
  return (
    <MoneyReview
      action={actions.claim}
      title={t('missions.claim.reviewTitle')}
      rows={
        task
          ? [
              { label: t('missions.claim.task'), value: task.title },
              { label: t('missions.claim.reward'), value: rewardText(task), emphasis: true },
            ]
          : []
      }
      warnings={[t('missions.claim.paidTo')]}
      confirmLabel={t('missions.action.claim')}
      recordsLabel={t('missions.claim.seeRewards')}
    />
  );
}
