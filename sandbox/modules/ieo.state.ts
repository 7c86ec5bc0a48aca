/** Token sale projects and the customers' subscriptions to them. */
import Decimal from 'decimal.js';
import { now } from '../core/clock.ts';
import { counter } from '../core/ids.ts';
import { demoIeoSubscriptions, ieoProjectSeeds, type IeoTexts } from '../seed/ieo-projects.ts';
import type { CoreState } from '../state/core.ts';

const dayMs = 86_400_000;

export interface IeoProjectRecord {
  ProjectId: number;
  Name: string;
  TokenCode: string;
  Intro: IeoTexts;
  PriceUsdt: string;
  PayCoin: string;
  TotalSupply: string;
  /** Grows with every subscription. */
  Sold: string;
  PersonalMin: string;
  PersonalMax: string;
  QuantityPrecision: number;
  StartTime: string;
  EndTime: string;
  DistributeTime: string;
  website: string;
  color: string;
}

export interface IeoOrderRecord {
  OrderId: number;
  customerId: number;
  ProjectId: number;
  Quantity: string;
  PriceUsdt: string;
  PayAmount: string;
  CreateTime: string;
  /** Null until the project's tokens are credited for this subscription. */
  distributedAt: string | null;
}

export interface IeoState {
  projects: IeoProjectRecord[];
  orders: IeoOrderRecord[];
  nextOrderId: () => number;
}

export function createIeoState(core: CoreState): IeoState {
  const start = now();
  const at = (days: number) => new Date(start + days * dayMs).toISOString();
  const projects: IeoProjectRecord[] = ieoProjectSeeds.map(
    ({ soldByOthers, opensInDays, durationDays, calculationDays, ...seed }) => ({
      ...seed,
      PayCoin: 'USDT',
      Sold: soldByOthers,
      StartTime: at(opensInDays),
      EndTime: at(opensInDays + durationDays),
      DistributeTime: at(opensInDays + durationDays + calculationDays),
    }),
  );
  const nextOrderId = counter(1001);
  const demoId = core.customers.list[0].UserId;
  // Paid before the sandbox started; the tokens of sales already distributed are not in the seeded balances.
  const orders = demoIeoSubscriptions.map(([projectId, quantity, daysAfterOpening]): IeoOrderRecord => {
    const project = projects.find((p) => p.ProjectId === projectId)!;
    project.Sold = new Decimal(project.Sold).plus(quantity).toFixed();
    return {
      OrderId: nextOrderId(),
      customerId: demoId,
      ProjectId: projectId,
      Quantity: quantity,
      PriceUsdt: project.PriceUsdt,
      PayAmount: new Decimal(quantity).times(project.PriceUsdt).toFixed(),
      CreateTime: new Date(Date.parse(project.StartTime) + daysAfterOpening * dayMs).toISOString(),
      distributedAt: Date.parse(project.DistributeTime) <= start ? project.DistributeTime : null,
    };
  });
  return { projects, orders, nextOrderId };
}
