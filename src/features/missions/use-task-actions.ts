/**
 * Claiming a done task's reward and joining a campaign, one at a time: the button of the task in
 * hand is busy until the answer, the lists it changed reload, and the outcome is said in words.
 * A refusal (already claimed, campaign ended) reloads the lists too, since the page was behind.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { reload } from '../../api/query-cache.ts';
import { useApiMutation } from '../../api/query.ts';
import { formatAmount } from '../../lib/number-format/format.ts';
import { useCoins } from '../../data/coins.ts';
import { claim, claimChanges, join, joinChanges, missionRefusalCodes } from './missions-api.ts';
import type { TaskView } from './task-view.ts';
import { useMissionRefusal } from './use-mission-refusal.ts';
import { usePageLanguage } from '../../i18n/use-page-language.ts';

export interface TaskOutcome {
  taskId: number;
  tone: 'success' | 'error';
  text: string;
  /** A claim went through: the page offers the way to the rewards. */
  claimed?: boolean;
}

export function useTaskActions() {
  const intl = useIntl();
  const language = usePageLanguage();
  const { precisionOf } = useCoins();
  const refusal = useMissionRefusal();
  const claimCall = useApiMutation(claim, { changes: claimChanges, ignore: missionRefusalCodes });
  const joinCall = useApiMutation(join, { changes: joinChanges, ignore: missionRefusalCodes });
  const [busy, setBusy] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<TaskOutcome | null>(null);

  const act = async (task: TaskView, kind: 'claim' | 'join') => {
    if (busy !== null) return;
    setBusy(task.id);
    setOutcome(null);
    const answer = await (kind === 'claim' ? claimCall : joinCall).send({ body: { TaskId: task.id } });
    setBusy(null);
    if (!answer.ok) {
      if (answer.error.kind === 'code') void reload(kind === 'claim' ? claimChanges : joinChanges);
      return setOutcome({ taskId: task.id, tone: 'error', text: refusal(answer.error) });
    }
    const amount = `${formatAmount(task.reward.Amount, language, { precision: precisionOf(task.reward.Coin) })}\u00a0${task.reward.Coin}`;
    const text = intl.formatMessage(
      { id: kind === 'claim' ? 'missions.claim.done' : 'missions.join.done' },
      { amount, title: task.title },
    );
    setOutcome({ taskId: task.id, tone: 'success', text, claimed: kind === 'claim' });
  };

  return {
    claimTask: (task: TaskView) => act(task, 'claim'),
    joinTask: (task: TaskView) => act(task, 'join'),
    /** The task whose call is under way. */
    busy,
    outcome,
  };
}
