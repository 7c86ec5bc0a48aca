/** Earn products, the customers' earn accounts, their holdings and deposit/withdrawal records. */
import { now } from '../core/clock.ts';
import { counter } from '../core/ids.ts';
import {
  demoEarnAccountAgeDays,
  demoFinancingHoldings,
  financingProductSeeds,
  type FinancingProductSeed,
  type FinancingTier,
} from '../seed/financing-products.ts';
import type { CoreState } from '../state/core.ts';

const dayMs = 86_400_000;

/** A product; QuotaUsed moves with every deposit and withdrawal. */
export type FinancingProductRecord = FinancingProductSeed;

export interface FinancingAccountRecord {
  AccountId: number;
  UserId: number;
  CreateTime: string;
}

export interface FinancingHoldingRecord {
  HoldingId: number;
  customerId: number;
  ProductId: number;
  /** The yield and tiers agreed at deposit time, kept even if the product's change. */
  Apy: string;
  Tiers: FinancingTier[];
  /** Principal still held; 0 once fully withdrawn. */
  Principal: string;
  StartTime: string;
}

export interface FinancingTradeRow {
  RecordId: number;
  customerId: number;
  HoldingId: number;
  ProductId: number;
  TradeType: 'deposit' | 'withdraw' | 'interest';
  Amount: string;
  Interest: string;
  InterestForfeited: string;
  CreateTime: string;
}

export interface FinancingState {
  products: FinancingProductRecord[];
  accounts: Map<number, FinancingAccountRecord>;
  holdings: FinancingHoldingRecord[];
  records: FinancingTradeRow[];
  nextAccountId: () => number;
  nextHoldingId: () => number;
  nextRecordId: () => number;
}

export function createFinancingState(core: CoreState): FinancingState {
  const start = now();
  const state: FinancingState = {
    products: financingProductSeeds.map((p) => ({ ...p, Tiers: p.Tiers.map((t) => ({ ...t })) })),
    accounts: new Map(),
    holdings: [],
    records: [],
    nextAccountId: counter(3001),
    nextHoldingId: counter(5001),
    nextRecordId: counter(9001),
  };
  const demoId = core.customers.list[0].UserId;
  state.accounts.set(demoId, {
    AccountId: state.nextAccountId(),
    UserId: demoId,
    CreateTime: new Date(start - demoEarnAccountAgeDays * dayMs).toISOString(),
  });
  for (const [productId, principal, daysAgo] of demoFinancingHoldings) {
    const product = state.products.find((p) => p.ProductId === productId)!;
    const StartTime = new Date(start - daysAgo * dayMs).toISOString();
    const holding = {
      HoldingId: state.nextHoldingId(),
      customerId: demoId,
      ProductId: productId,
      Apy: product.Apy,
      Tiers: product.Tiers,
      Principal: principal,
      StartTime,
    };
    state.holdings.push(holding);
    state.records.push({
      RecordId: state.nextRecordId(),
      customerId: demoId,
      HoldingId: holding.HoldingId,
      ProductId: productId,
      TradeType: 'deposit',
      Amount: principal,
      Interest: '0',
      InterestForfeited: '0',
      CreateTime: StartTime,
    });
  }
  return state;
}
