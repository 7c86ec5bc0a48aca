/**
 * Claiming a done task's reward and joining a campaign. A claim pays money, so it goes through the
 * money-action kit: reviewed (the reward and where it is paid), sent once, a refusal shown in the
 * review, an answer that never comes said not known and never sent again. Joining changes no
 * money: it is sent once at a time through the kit's refusals table, the button of the task in
 * hand busy until the answer. A refusal (already claimed, campaign ended) reloads the lists, since
 * the page was behind; the outcome is said in words on the task.
 */
import { useState } from 'react';
import { reload } from '../../api/query-cache.ts';
import { useCoins } from '../../data/coins.ts';
import { staleAfter } from './stale.ts';
import { sendOperation } from '../../money-action/outcome.ts';
import { useRefusalText } from '../../money-action/refusal-text.ts';
import { useMoneyAction } from '../../money-action/use-money-action.ts';
import { claim, join, missionRefusalTable } from './missions-api.ts';
import { pagePath } from '../../config/page-paths.ts';
import type { TaskView } from './task-view.ts';
import { useT } from '../../i18n/use-t.ts';
import { useFigureText } from '../../ui/figure-text.ts';

export interface TaskOutcome {
  taskId: number;
  tone: 'success' | 'error';
  text: string;
  /** A claim went through: the page offers the way to the rewards. */
  claimed?: boolean;
}

/** A task's reward in words: 12.5 USDT. */
export function useRewardText() {
  const figures = useFigureText();
  const { precisionOf } = useCoins();
  return (task: TaskView) =>
    figures.amount(task.reward.Amount, { precision: precisionOf(task.reward.Coin), unit: task.reward.Coin });
}

export function useTaskActions() {
  const t = useT();
  const rewardText = useRewardText();
  const refusalText = useRefusalText();
  const [busy, setBusy] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<TaskOutcome | null>(null);
  const claimAction = useMoneyAction<TaskView, unknown>({
    send: async ({ request }) => {
      const sent = await sendOperation(claim, { body: { TaskId: request.id } }, missionRefusalTable);
      if (sent.kind === 'refused') void reload(staleAfter.missionClaim);
      return sent;
    },
    changes: staleAfter.missionClaim,
    recordsHref: pagePath('fundingCenter'),
    onDone: (_, task) =>
      setOutcome({
        taskId: task.id,
        tone: 'success',
        text: t('missions.claim.done', { amount: rewardText(task), title: task.title }),
        claimed: true,
      }),
  });

  const joinTask = async (task: TaskView) => {
    if (busy !== null) return;
    setBusy(task.id);
    setOutcome(null);
    const sent = await sendOperation(join, { body: { TaskId: task.id } }, missionRefusalTable);
    setBusy(null);
    // Joined, refused (the page was behind) or not known: the campaigns reload either way.
    void reload(staleAfter.missionJoin);
    if (sent.kind === 'done')
      return setOutcome({ taskId: task.id, tone: 'success', text: t('missions.join.done', { title: task.title }) });
    setOutcome({
      taskId: task.id,
      tone: 'error',
      text: sent.kind === 'refused' ? refusalText(sent.refusal) : t('missions.join.unknown'),
    });
  };

  return {
    /** Opens the review of the task's claim (ClaimReview shows it). */
    claimTask: (task: TaskView) => (setOutcome(null), claimAction.review(task)),
    claim: claimAction,
    joinTask,
    /** The task whose join is under way. */
    busy,
    outcome,
  };
}
