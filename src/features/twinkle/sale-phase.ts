/** Where a token sale stands, read from its phase and times: what comes next, and when. */
import type { components } from '../../../generated/base.ts';
import { Decimal, toDecimal } from '../../lib/decimal.ts';

export type IeoProject = components['schemas']['IeoProject'];
export type IeoStatus = components['schemas']['IeoStatus'];

/** The list's tabs: a sale not open yet, open now, or over (calculating or distributed). */
export type SaleTab = 'upcoming' | 'open' | 'ended';

export const tabStatuses: Record<SaleTab, IeoStatus[]> = {
  upcoming: ['upcoming'],
  open: ['open'],
  ended: ['calculating', 'distributed'],
};

/** The three phases of the timeline, each with the moments it starts and ends. */
export type TimelinePhase = 'subscription' | 'calculation' | 'distribution';

export interface PhaseSpan {
  phase: TimelinePhase;
  startsAt: number;
  endsAt: number | null;
}

export function phaseSpans(project: Pick<IeoProject, 'StartTime' | 'EndTime' | 'DistributeTime'>): PhaseSpan[] {
  const start = Date.parse(project.StartTime);
  const end = Date.parse(project.EndTime);
  const distribute = Date.parse(project.DistributeTime);
  return [
    { phase: 'subscription', startsAt: start, endsAt: end },
    { phase: 'calculation', startsAt: end, endsAt: distribute },
    { phase: 'distribution', startsAt: distribute, endsAt: null },
  ];
}

const phaseOfStatus: Record<IeoStatus, TimelinePhase | null> = {
  upcoming: null,
  open: 'subscription',
  calculating: 'calculation',
  distributed: 'distribution',
};

/** The timeline phase the sale is in; null before it opens. */
export const currentPhase = (status: IeoStatus): TimelinePhase | null => phaseOfStatus[status];

/** The moment the sale moves to its next phase (epoch ms), or null once distributed. */
export function nextPhaseAt(
  project: Pick<IeoProject, 'Status' | 'StartTime' | 'EndTime' | 'DistributeTime'>,
): number | null {
  switch (project.Status) {
    case 'upcoming':
      return Date.parse(project.StartTime);
    case 'open':
      return Date.parse(project.EndTime);
    case 'calculating':
      return Date.parse(project.DistributeTime);
    case 'distributed':
      return null;
  }
}

/** How much of the supply is sold, as a percentage from 0 to 100 (truncated to 2 places). */
export function soldPercent(project: Pick<IeoProject, 'Sold' | 'TotalSupply'>): Decimal {
  const total = toDecimal(project.TotalSupply);
  const sold = toDecimal(project.Sold);
  if (!total || !sold || total.lte(0)) return new Decimal(0);
  return Decimal.min(100, sold.div(total).times(100)).toDecimalPlaces(2, Decimal.ROUND_DOWN);
}

/** Nothing left to subscribe. */
export const isSoldOut = (project: Pick<IeoProject, 'Sold' | 'TotalSupply'>): boolean => {
  const total = toDecimal(project.TotalSupply);
  const sold = toDecimal(project.Sold);
  return !!total && !!sold && sold.gte(total);
};
