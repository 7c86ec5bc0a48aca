/**
 * Where a customer stands in each beginner task and campaign, read from their real account:
 * security settings, spot balances, earn deposits and token sale subscriptions.
 */
import Decimal from 'decimal.js';
import { now } from '../core/clock.ts';
import { coinByCode } from '../seed/coins.ts';
import {
  campaignDescription,
  type MissionLanguage,
  type NoviceCheck,
  type NoviceTaskSeed,
} from '../seed/missions-tasks.ts';
import { walletOf } from '../state/balances.ts';
import type { Customer } from '../state/customers.ts';
import type { SandboxState } from '../state/index.ts';
import type { CampaignRecord } from './missions.state.ts';

export type TaskStatus = 'todo' | 'done' | 'claimed';
export type CampaignStatus = 'unregistered' | 'expired' | TaskStatus;

interface Progress {
  current: Decimal;
  target: Decimal;
}

const usdtValue = (coin: string, amount: Decimal.Value) => new Decimal(amount).times(coinByCode(coin)?.PriceUsdt ?? 0);

function spotValueUsdt(state: SandboxState, customerId: number): Decimal {
  let total = new Decimal(0);
  for (const [coin, balance] of walletOf(state.core.balances, customerId))
    total = total.plus(usdtValue(coin, balance.available.plus(balance.frozen)));
  return total.toDecimalPlaces(2, Decimal.ROUND_DOWN);
}

/** What each beginner task counts up to: both of phone and email, 100 USDT of assets, else one step. */
const targets: Record<NoviceCheck, number> = { kyc: 1, pin: 1, google: 1, bind: 2, balance: 100, earn: 1 };

const count = (done: boolean) => new Decimal(done ? 1 : 0);

function noviceCurrent(state: SandboxState, task: NoviceTaskSeed, customer: Customer): Decimal {
  switch (task.check) {
    case 'kyc':
      return count(customer.kyc.status === 'passed');
    case 'pin':
      return count(customer.pinHash !== null);
    case 'google':
      return count(customer.google.enabled);
    case 'bind':
      return new Decimal([customer.Phone, customer.Email].filter(Boolean).length);
    case 'balance':
      return spotValueUsdt(state, customer.UserId);
    case 'earn':
      return count(state.financing.records.some((r) => r.customerId === customer.UserId && r.TradeType === 'deposit'));
  }
}

const hasClaimed = (state: SandboxState, customerId: number, taskId: number) =>
  state.missions.claims.some((c) => c.customerId === customerId && c.TaskId === taskId);

function statusOf(state: SandboxState, customerId: number, taskId: number, progress: Progress): TaskStatus {
  if (hasClaimed(state, customerId, taskId)) return 'claimed';
  return progress.current.gte(progress.target) ? 'done' : 'todo';
}

/** Progress as the answer shows it: the current figure never passes the target. */
const progressView = ({ current, target }: Progress) => ({
  Current: Decimal.min(current, target).toFixed(),
  Target: target.toFixed(),
});

export function noviceStanding(
  state: SandboxState,
  task: NoviceTaskSeed,
  customer: Customer | null,
): { status: TaskStatus; progress: Progress } {
  const target = new Decimal(targets[task.check]);
  if (!customer) return { status: 'todo', progress: { current: new Decimal(0), target } };
  const progress = { current: noviceCurrent(state, task, customer), target };
  return { status: statusOf(state, customer.UserId, task.TaskId, progress), progress };
}

export function noviceView(
  state: SandboxState,
  task: NoviceTaskSeed,
  customer: Customer | null,
  language: MissionLanguage,
) {
  const { status, progress } = noviceStanding(state, task, customer);
  return {
    TaskId: task.TaskId,
    Title: task.Title[language],
    Description: task.Description[language],
    Reward: { Coin: task.Coin, Amount: task.Amount },
    Status: status,
    Progress: progressView(progress),
    ActionUrl: task.ActionUrl,
  };
}

export function campaignPhase(campaign: CampaignRecord): 'upcoming' | 'ongoing' | 'ended' {
  const at = now();
  if (at < Date.parse(campaign.StartTime)) return 'upcoming';
  return at < Date.parse(campaign.EndTime) ? 'ongoing' : 'ended';
}

export const registrationOf = (state: SandboxState, customerId: number, taskId: number) =>
  state.missions.registrations.find((r) => r.customerId === customerId && r.TaskId === taskId);

/**
 * USDT counted towards a campaign: tracked activity (earn deposits, token sale subscriptions)
 * between joining (or the start, if later) and the end, plus what the registration was credited.
 */
function campaignProgress(state: SandboxState, campaign: CampaignRecord, customerId: number): Decimal {
  const registration = registrationOf(state, customerId, campaign.TaskId)!;
  return trackedActivity(state, campaign, customerId, registration.registeredAt).plus(registration.creditedUsdt);
}

function trackedActivity(
  state: SandboxState,
  campaign: CampaignRecord,
  customerId: number,
  registeredAt: string,
): Decimal {
  const from = Math.max(Date.parse(registeredAt), Date.parse(campaign.StartTime));
  const to = Date.parse(campaign.EndTime);
  const inWindow = (iso: string) => Date.parse(iso) >= from && Date.parse(iso) < to;
  if (campaign.goal === 'earnDeposit') {
    return state.financing.records
      .filter((r) => r.customerId === customerId && r.TradeType === 'deposit' && inWindow(r.CreateTime))
      .reduce(
        (sum, r) =>
          sum.plus(usdtValue(state.financing.products.find((p) => p.ProductId === r.ProductId)!.CoinCode, r.Amount)),
        new Decimal(0),
      );
  }
  if (campaign.goal === 'ieoSubscription') {
    return state.ieo.orders
      .filter((o) => o.customerId === customerId && inWindow(o.CreateTime))
      .reduce((sum, o) => sum.plus(o.PayAmount), new Decimal(0));
  }
  return new Decimal(0);
}

/** A done campaign whose reward was not claimed by its deadline has lost it. */
const claimExpired = (campaign: CampaignRecord, status: TaskStatus): CampaignStatus =>
  status === 'done' && now() >= Date.parse(campaign.ClaimDeadline) ? 'expired' : status;

export function campaignStanding(
  state: SandboxState,
  campaign: CampaignRecord,
  customer: Customer | null,
): { status: CampaignStatus; progress: Progress } {
  const target = new Decimal(campaign.Target);
  if (!customer || !registrationOf(state, customer.UserId, campaign.TaskId))
    return { status: 'unregistered', progress: { current: new Decimal(0), target } };
  const progress = { current: campaignProgress(state, campaign, customer.UserId), target };
  return { status: claimExpired(campaign, statusOf(state, customer.UserId, campaign.TaskId, progress)), progress };
}

export function campaignView(
  state: SandboxState,
  campaign: CampaignRecord,
  customer: Customer | null,
  language: MissionLanguage,
) {
  const { status, progress } = campaignStanding(state, campaign, customer);
  return {
    TaskId: campaign.TaskId,
    Title: campaign.Title[language],
    Description: campaignDescription(campaign.goal, campaign.Target, language),
    Reward: { Coin: campaign.Coin, Amount: campaign.Amount },
    StartTime: campaign.StartTime,
    EndTime: campaign.EndTime,
    ClaimDeadline: campaign.ClaimDeadline,
    Phase: campaignPhase(campaign),
    Registered: status !== 'unregistered',
    Status: status,
    Progress: progressView(progress),
    ParticipantCount: campaign.participants,
  };
}

/**
 * Counts `usdt` more of activity towards a campaign the customer has joined and that is under
 * way (the mission-progress knob: spot and futures volume are not tracked by the sandbox).
 * Returns the campaign's progress after it, or why it cannot.
 */
export function creditCampaign(
  state: SandboxState,
  customerId: number,
  taskId: number,
  usdt: string,
): { progress: { Current: string; Target: string } } | { refused: string } {
  const campaign = state.missions.campaigns.find((c) => c.TaskId === taskId);
  if (!campaign) return { refused: `No campaign ${taskId}` };
  const registration = registrationOf(state, customerId, taskId);
  if (!registration)
    return { refused: 'The customer has not joined this campaign: progress does not count before joining' };
  if (campaignPhase(campaign) !== 'ongoing')
    return { refused: `The campaign is ${campaignPhase(campaign)}: only activity during it counts` };
  registration.creditedUsdt = new Decimal(registration.creditedUsdt).plus(usdt).toFixed();
  return {
    progress: progressView({
      current: campaignProgress(state, campaign, customerId),
      target: new Decimal(campaign.Target),
    }),
  };
}
