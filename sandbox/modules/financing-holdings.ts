/** Interest, maturity and the answer shapes of the earn module's products, holdings and records. */
import Decimal from 'decimal.js';
import { now } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { coinByCode } from '../seed/coins.ts';
import {
  financingProductName,
  financingRulesHtml,
  type FinancingLanguage,
  type FinancingTier,
} from '../seed/financing-products.ts';
import type { Customer } from '../state/customers.ts';
import type {
  FinancingHoldingRecord,
  FinancingProductRecord,
  FinancingState,
  FinancingTradeRow,
} from './financing.state.ts';

/**
 * Refusals of the earn calls. The error catalogue names none, so the sandbox gives each its
 * own code in a range no catalogued code uses, for the app to translate.
 */
export const financingCodes = {
  noEarnAccount: 61001,
  belowMinAmount: 61002,
  aboveMaxAmount: 61003,
  quotaExhausted: 61004,
  notMatured: 61005,
  aboveHolding: 61006,
} as const;

const dayMs = 86_400_000;
/** The backend's way of saying "no date". */
const noDate = '0001-01-01T00:00:00';

export function findProduct(state: FinancingState, productId: number): FinancingProductRecord {
  const product = state.products.find((p) => p.ProductId === productId);
  if (!product) throw new SandboxFault(codes.notFound, `No earn product ${productId}`);
  return product;
}

/** A holding of the customer that still has principal. */
export function findOpenHolding(state: FinancingState, customer: Customer, holdingId: number): FinancingHoldingRecord {
  const holding = state.holdings.find(
    (h) => h.HoldingId === holdingId && h.customerId === customer.UserId && new Decimal(h.Principal).gt(0),
  );
  if (!holding) throw new SandboxFault(codes.notFound, `No open holding ${holdingId}`);
  return holding;
}

export const openHoldingsOf = (state: FinancingState, customerId: number) =>
  state.holdings.filter((h) => h.customerId === customerId && new Decimal(h.Principal).gt(0));

export function maturityOf(holding: FinancingHoldingRecord, product: FinancingProductRecord): number | null {
  return product.Type === 'fixed' ? Date.parse(holding.StartTime) + product.TermDays * dayMs : null;
}

/** A fixed holding still in its term. */
export function inTerm(holding: FinancingHoldingRecord, product: FinancingProductRecord): boolean {
  const maturity = maturityOf(holding, product);
  return maturity !== null && now() < maturity;
}

/** Withdrawing now ends a fixed term early, giving up the interest. */
export const isEarly = (holding: FinancingHoldingRecord, product: FinancingProductRecord): boolean =>
  inTerm(holding, product) && product.EarlyRedemption;

export const isWithdrawable = (holding: FinancingHoldingRecord, product: FinancingProductRecord): boolean =>
  !inTerm(holding, product) || product.EarlyRedemption;

/** A year's interest on a principal: each tier's yield on the part of it within that tier, or one yield for all. */
export function yearlyInterest(principal: Decimal.Value, apy: Decimal.Value, tiers: readonly FinancingTier[]): Decimal {
  const amount = new Decimal(principal);
  if (tiers.length === 0) return amount.times(apy);
  return tiers.reduce((sum, tier, i) => {
    const next = tiers[i + 1]?.MinAmount;
    const top = next === undefined ? amount : Decimal.min(amount, next);
    const part = Decimal.max(0, top.minus(tier.MinAmount));
    return sum.plus(part.times(tier.Apy));
  }, new Decimal(0));
}

/** Interest counts whole days only, and a fixed holding earns nothing past its term. */
export function accruedInterest(
  principal: Decimal.Value,
  holding: FinancingHoldingRecord,
  product: FinancingProductRecord,
): Decimal {
  const held = Math.max(0, Math.floor((now() - Date.parse(holding.StartTime)) / dayMs));
  const days = product.Type === 'fixed' ? Math.min(held, product.TermDays) : held;
  return yearlyInterest(principal, holding.Apy, holding.Tiers)
    .times(days)
    .dividedBy(365)
    .toDecimalPlaces(8, Decimal.ROUND_DOWN);
}

/** The interest a withdrawal of `amount` carries: taken from the highest tiers first. */
export function interestOfWithdrawal(
  amount: Decimal,
  holding: FinancingHoldingRecord,
  product: FinancingProductRecord,
): Decimal {
  if (holding.Tiers.length === 0) return accruedInterest(amount, holding, product);
  return accruedInterest(holding.Principal, holding, product).minus(
    accruedInterest(new Decimal(holding.Principal).minus(amount), holding, product),
  );
}

/** The yield of the principal held: its tiers' blend, or the one yield. */
function yieldOf(holding: FinancingHoldingRecord): string {
  if (holding.Tiers.length === 0 || new Decimal(holding.Principal).lte(0)) return holding.Apy;
  return yearlyInterest(holding.Principal, holding.Apy, holding.Tiers)
    .dividedBy(holding.Principal)
    .toDecimalPlaces(6, Decimal.ROUND_DOWN)
    .toFixed();
}

export const usdtValueOf = (coinCode: string, amount: Decimal.Value): Decimal =>
  new Decimal(amount).times(coinByCode(coinCode)?.PriceUsdt ?? 0).toDecimalPlaces(4, Decimal.ROUND_DOWN);

export function heldIn(state: FinancingState, customerId: number, productId: number): Decimal {
  return openHoldingsOf(state, customerId)
    .filter((h) => h.ProductId === productId)
    .reduce((total, h) => total.plus(h.Principal), new Decimal(0));
}

export function productView(
  state: FinancingState,
  product: FinancingProductRecord,
  language: FinancingLanguage,
  customer: Customer | null,
) {
  return {
    ...product,
    Name: financingProductName(product, language),
    HeldAmount: customer ? heldIn(state, customer.UserId, product.ProductId).toFixed() : null,
  };
}

export function rulesOf(product: FinancingProductRecord, language: FinancingLanguage): string {
  return financingRulesHtml(product, language);
}

export function holdingView(state: FinancingState, holding: FinancingHoldingRecord, language: FinancingLanguage) {
  const product = findProduct(state, holding.ProductId);
  const interest = accruedInterest(holding.Principal, holding, product);
  const maturity = maturityOf(holding, product);
  return {
    HoldingId: holding.HoldingId,
    ProductId: product.ProductId,
    ProductName: financingProductName(product, language),
    CoinCode: product.CoinCode,
    Type: product.Type,
    Apy: yieldOf(holding),
    TermDays: product.TermDays,
    Principal: holding.Principal,
    Interest: interest.toFixed(),
    ValueUsdt: usdtValueOf(product.CoinCode, interest.plus(holding.Principal)).toFixed(),
    StartTime: holding.StartTime,
    MaturityTime: maturity === null ? noDate : new Date(maturity).toISOString(),
    Withdrawable: isWithdrawable(holding, product),
    EarlyRedemption: isEarly(holding, product),
  };
}

export function recordView(state: FinancingState, row: FinancingTradeRow, language: FinancingLanguage) {
  const product = findProduct(state, row.ProductId);
  const { customerId: _owner, ...fields } = row;
  return { ...fields, ProductName: financingProductName(product, language), CoinCode: product.CoinCode };
}
