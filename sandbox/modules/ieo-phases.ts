/**
 * A token sale's phases follow the clock: upcoming, open (taking subscriptions), calculating the
 * allocations, distributed. Distribution happens while nobody looks: every call that reads
 * subscriptions or balances settles first, so they all agree.
 */
import { now } from '../core/clock.ts';
import { credit } from '../state/balances.ts';
import type { SandboxState } from '../state/index.ts';
import type { IeoProjectRecord } from './ieo.state.ts';

export type IeoStatus = 'upcoming' | 'open' | 'calculating' | 'distributed';

export function ieoStatus(project: IeoProjectRecord, at: number = now()): IeoStatus {
  if (at < Date.parse(project.StartTime)) return 'upcoming';
  if (at < Date.parse(project.EndTime)) return 'open';
  return at < Date.parse(project.DistributeTime) ? 'calculating' : 'distributed';
}

/** Credits the tokens of every subscription whose project has reached its distribution. */
export function settleIeo(state: SandboxState): void {
  const at = now();
  for (const order of state.ieo.orders) {
    if (order.distributedAt !== null) continue;
    const project = state.ieo.projects.find((p) => p.ProjectId === order.ProjectId)!;
    if (ieoStatus(project, at) !== 'distributed') continue;
    credit(state.core.balances, order.customerId, project.TokenCode, order.Quantity);
    order.distributedAt = project.DistributeTime;
  }
}
