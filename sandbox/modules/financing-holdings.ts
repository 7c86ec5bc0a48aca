/** Interest, maturity and the answer shapes of the earn module's products, holdings and records. */
import Decimal from 'decimal.js';
import { now } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { coinByCode } from '../seed/coins.ts';
import { financingProductName, financingRulesHtml, type FinancingLanguage } from '../seed/financing-products.ts';
import type { Customer } from '../state/customers.ts';
import type { FinancingHoldingRecord, FinancingProductRecord, FinancingState, FinancingTradeRow } from './financing.state.ts';

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
  const holding = state.holdings.find((h) => h.HoldingId === holdingId && h.customerId === customer.UserId && new Decimal(h.Principal).gt(0));
  if (!holding) throw new SandboxFault(codes.notFound, `No open holding ${holdingId}`);
  return holding;
}

export const openHoldingsOf = (state: FinancingState, customerId: number) =>
  state.holdings.filter((h) => h.customerId === customerId && new Decimal(h.Principal).gt(0));

export function maturityOf(holding: FinancingHoldingRecord, product: FinancingProductRecord): number | null {
  return product.Type === 'fixed' ? Date.parse(holding.StartTime) + product.TermDays * dayMs : null;
}

export function isWithdrawable(holding: FinancingHoldingRecord, product: FinancingProductRecord): boolean {
  const maturity = maturityOf(holding, product);
  return maturity === null || now() >= maturity;
}

/** Interest counts whole days only, and a fixed holding earns nothing past its term. */
export function accruedInterest(principal: Decimal.Value, holding: FinancingHoldingRecord, product: FinancingProductRecord): Decimal {
  const held = Math.max(0, Math.floor((now() - Date.parse(holding.StartTime)) / dayMs));
  const days = product.Type === 'fixed' ? Math.min(held, product.TermDays) : held;
  return new Decimal(principal).times(holding.Apy).times(days).dividedBy(365).toDecimalPlaces(8, Decimal.ROUND_DOWN);
}

export const usdtValueOf = (coinCode: string, amount: Decimal.Value): Decimal =>
  new Decimal(amount).times(coinByCode(coinCode)?.PriceUsdt ?? 0).toDecimalPlaces(4, Decimal.ROUND_DOWN);

export function heldIn(state: FinancingState, customerId: number, productId: number): Decimal {
  return openHoldingsOf(state, customerId)
    .filter((h) => h.ProductId === productId)
    .reduce((total, h) => total.plus(h.Principal), new Decimal(0));
}

export function productView(state: FinancingState, product: FinancingProductRecord, language: FinancingLanguage, customer: Customer | null) {
  return {
    ...product,
    Name: financingProductName(product, language),
    HeldAmount: customer ? heldIn(state, customer.UserId, product.ProductId).toFixed() : null,
  };
}

export function rulesOf(product: FinancingProductRecord, language: FinancingLanguage): string {
  return financingRulesHtml(product, language, new Decimal(product.Apy).times(100).toFixed(2));
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
    Apy: holding.Apy,
    TermDays: product.TermDays,
    Principal: holding.Principal,
    Interest: interest.toFixed(),
    ValueUsdt: usdtValueOf(product.CoinCode, interest.plus(holding.Principal)).toFixed(),
    StartTime: holding.StartTime,
    MaturityTime: maturity === null ? noDate : new Date(maturity).toISOString(),
    Withdrawable: isWithdrawable(holding, product),
  };
}

export function recordView(state: FinancingState, row: FinancingTradeRow, language: FinancingLanguage) {
  const product = findProduct(state, row.ProductId);
  const { customerId: _owner, ...fields } = row;
  return { ...fields, ProductName: financingProductName(product, language), CoinCode: product.CoinCode };
}
