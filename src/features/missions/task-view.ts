/**
 * A beginner task and a campaign seen alike: what it asks, how far the customer is, its reward,
 * its deadline, and what the customer can do next.
 */
import { Decimal, toDecimal } from '../../lib/decimal.ts';
import type { Campaign, CampaignPhase, NoviceTask } from './missions-api.ts';

export type TaskStatus = Campaign['Status'];

export interface TaskView {
  kind: 'novice' | 'advanced';
  id: number;
  title: string;
  description: string;
  reward: { Coin: string; Amount: string };
  status: TaskStatus;
  progress: { Current: string; Target: string };
  /** A campaign's window and claim deadline; null for a beginner task, which has none. */
  window: { startsAt: string; endsAt: string; claimBy: string; phase: CampaignPhase } | null;
  /** The page where a beginner task is done. */
  actionUrl: string | null;
  participants: number | null;
}

export const fromNovice = (task: NoviceTask): TaskView => ({
  kind: 'novice',
  id: task.TaskId,
  title: task.Title,
  description: task.Description,
  reward: task.Reward,
  status: task.Status,
  progress: task.Progress,
  window: null,
  actionUrl: task.ActionUrl,
  participants: null,
});

export const fromCampaign = (campaign: Campaign): TaskView => ({
  kind: 'advanced',
  id: campaign.TaskId,
  title: campaign.Title,
  description: campaign.Description,
  reward: campaign.Reward,
  status: campaign.Status,
  progress: campaign.Progress,
  window: {
    startsAt: campaign.StartTime,
    endsAt: campaign.EndTime,
    claimBy: campaign.ClaimDeadline,
    phase: campaign.Phase,
  },
  actionUrl: null,
  participants: campaign.ParticipantCount,
});

/** How far the customer is, from 0 to 100. */
export function progressPercent(task: Pick<TaskView, 'progress'>): Decimal {
  const target = toDecimal(task.progress.Target);
  const current = toDecimal(task.progress.Current) ?? new Decimal(0);
  if (!target || target.lte(0)) return new Decimal(0);
  return Decimal.min(100, current.div(target).times(100));
}

/** The decimals the progress figures need: those the server wrote, at most 8. */
export function progressPlaces(task: Pick<TaskView, 'progress'>): number {
  const places = (text: string) => toDecimal(text)?.decimalPlaces() ?? 0;
  return Math.min(8, Math.max(places(task.progress.Current), places(task.progress.Target)));
}

export type NextStep = 'signIn' | 'join' | 'claim' | 'go' | 'none';

/**
 * What the customer can do now: log in first; join a campaign (its progress counts only after);
 * claim a done task; go to the page where a beginner task is done; or nothing.
 */
export function nextStep(
  task: Pick<TaskView, 'kind' | 'status' | 'window' | 'actionUrl'>,
  signedIn: boolean,
): NextStep {
  if (task.status === 'claimed' || task.status === 'expired') return 'none';
  if (task.window?.phase === 'ended' && task.status !== 'done') return 'none';
  if (!signedIn) return 'signIn';
  if (task.status === 'unregistered') return 'join';
  if (task.status === 'done') return 'claim';
  return task.kind === 'novice' && task.actionUrl ? 'go' : 'none';
}

/** The status word to show: a campaign that ended before it was done says so rather than "to do". */
export function statusWord(
  task: Pick<TaskView, 'status' | 'window'>,
): 'unregistered' | 'todo' | 'done' | 'claimed' | 'expired' | 'missed' | 'upcoming' {
  if (task.window?.phase === 'ended' && (task.status === 'todo' || task.status === 'unregistered')) return 'missed';
  if (task.window?.phase === 'upcoming' && task.status === 'unregistered') return 'upcoming';
  return task.status;
}
