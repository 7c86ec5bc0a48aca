/** Financing (earn) handlers: products, the earn account, deposits, withdrawals and holdings. */
import Decimal from 'decimal.js';
import { nowIso } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { signedIn, type ModuleHandlers } from '../core/handler.ts';
import { pageOf } from '../core/paging.ts';
import { settleAssets } from './assets-settle.ts';
import { coinByCode } from '../seed/coins.ts';
import { balanceOf, credit, debit } from '../state/balances.ts';
import type { Customer } from '../state/customers.ts';
import {
  financingCodes,
  findOpenHolding,
  findProduct,
  heldIn,
  holdingView,
  interestOfWithdrawal,
  isEarly,
  isWithdrawable,
  maturityOf,
  openHoldingsOf,
  productView,
  recordView,
  rulesOf,
  usdtValueOf,
} from './financing-holdings.ts';
import type { FinancingProductRecord, FinancingState, FinancingTradeRow } from './financing.state.ts';

function positive(amount: string): Decimal {
  const value = new Decimal(amount);
  if (value.lte(0)) throw new SandboxFault(codes.invalidArgument, 'Amount must be above 0');
  return value;
}

function checkDeposit(
  state: FinancingState,
  customer: Customer,
  product: FinancingProductRecord,
  amount: Decimal,
): void {
  if (!state.accounts.has(customer.UserId))
    throw new SandboxFault(financingCodes.noEarnAccount, 'Open your earn account first');
  if (amount.lt(product.MinAmount))
    throw new SandboxFault(financingCodes.belowMinAmount, `Deposit at least ${product.MinAmount} ${product.CoinCode}`);
  const allowed = new Decimal(product.MaxAmount).minus(heldIn(state, customer.UserId, product.ProductId));
  if (amount.gt(allowed))
    throw new SandboxFault(
      financingCodes.aboveMaxAmount,
      `You may deposit at most ${Decimal.max(allowed, 0).toFixed()} more ${product.CoinCode}`,
    );
  const left = new Decimal(product.Quota).minus(product.QuotaUsed);
  if (amount.gt(left))
    throw new SandboxFault(
      financingCodes.quotaExhausted,
      `Only ${Decimal.max(left, 0).toFixed()} ${product.CoinCode} of quota remain`,
    );
}

function addRecord(state: FinancingState, row: Omit<FinancingTradeRow, 'RecordId' | 'CreateTime'>): FinancingTradeRow {
  const record = { ...row, RecordId: state.nextRecordId(), CreateTime: nowIso() };
  state.records.push(record);
  return record;
}

const newestFirst = (a: { CreateTime: string; RecordId: number }, b: { CreateTime: string; RecordId: number }) =>
  Date.parse(b.CreateTime) - Date.parse(a.CreateTime) || b.RecordId - a.RecordId;

export const financingHandlers = {
  financingGetUserProductList: (ctx) => {
    const body = ctx.body ?? {};
    const state = ctx.state.financing;
    const products = state.products
      .filter((p) => (!body.Type || p.Type === body.Type) && (!body.CoinCode || p.CoinCode === body.CoinCode))
      .map((p) => productView(state, p, ctx.language, ctx.customer));
    return pageOf(products, body);
  },

  financingGetUserProductDetail: (ctx) => {
    const state = ctx.state.financing;
    const product = findProduct(state, ctx.query.productId);
    return { ...productView(state, product, ctx.language, ctx.customer), RulesHtml: rulesOf(product, ctx.language) };
  },

  financingCreateUser: (ctx) => {
    const customer = signedIn(ctx);
    const accounts = ctx.state.financing.accounts;
    let account = accounts.get(customer.UserId);
    if (!account) {
      account = { AccountId: ctx.state.financing.nextAccountId(), UserId: customer.UserId, CreateTime: nowIso() };
      accounts.set(customer.UserId, account);
    }
    return account;
  },

  financingCreateDeposit: (ctx) => {
    const customer = signedIn(ctx);
    const state = ctx.state.financing;
    const product = findProduct(state, ctx.body.ProductId);
    const amount = positive(ctx.body.Amount);
    checkDeposit(state, customer, product, amount);
    debit(ctx.state.core.balances, customer.UserId, product.CoinCode, amount);
    product.QuotaUsed = amount.plus(product.QuotaUsed).toFixed();
    const holding = {
      HoldingId: state.nextHoldingId(),
      customerId: customer.UserId,
      ProductId: product.ProductId,
      Apy: product.Apy,
      Tiers: product.Tiers,
      Principal: amount.toFixed(),
      StartTime: nowIso(),
    };
    state.holdings.push(holding);
    addRecord(state, {
      customerId: customer.UserId,
      HoldingId: holding.HoldingId,
      ProductId: product.ProductId,
      TradeType: 'deposit',
      Amount: holding.Principal,
      Interest: '0',
      InterestForfeited: '0',
    });
    return holdingView(state, holding, ctx.language);
  },

  financingCreateWithdraw: (ctx) => {
    const customer = signedIn(ctx);
    const state = ctx.state.financing;
    const holding = findOpenHolding(state, customer, ctx.body.HoldingId);
    const product = findProduct(state, holding.ProductId);
    if (!isWithdrawable(holding, product)) {
      throw new SandboxFault(
        financingCodes.notMatured,
        `This fixed holding can be withdrawn from ${new Date(maturityOf(holding, product)!).toISOString()}`,
      );
    }
    const amount = positive(ctx.body.Amount);
    if (amount.gt(holding.Principal))
      throw new SandboxFault(financingCodes.aboveHolding, `The holding has ${holding.Principal} ${product.CoinCode}`);
    const earned = interestOfWithdrawal(amount, holding, product);
    const early = isEarly(holding, product);
    const interest = early ? new Decimal(0) : earned;
    holding.Principal = new Decimal(holding.Principal).minus(amount).toFixed();
    product.QuotaUsed = Decimal.max(0, new Decimal(product.QuotaUsed).minus(amount)).toFixed();
    credit(ctx.state.core.balances, customer.UserId, product.CoinCode, amount.plus(interest));
    const row = { customerId: customer.UserId, HoldingId: holding.HoldingId, ProductId: product.ProductId };
    const record = addRecord(state, {
      ...row,
      TradeType: 'withdraw',
      Amount: amount.toFixed(),
      Interest: interest.toFixed(),
      InterestForfeited: early ? earned.toFixed() : '0',
    });
    if (interest.gt(0))
      addRecord(state, {
        ...row,
        TradeType: 'interest',
        Amount: interest.toFixed(),
        Interest: interest.toFixed(),
        InterestForfeited: '0',
      });
    return recordView(state, record, ctx.language);
  },

  financingGetUserTradeRecord: (ctx) => {
    const customer = signedIn(ctx);
    const body = ctx.body ?? {};
    const state = ctx.state.financing;
    const records = state.records
      .filter((r) => r.customerId === customer.UserId && (!body.TradeType || r.TradeType === body.TradeType))
      .map((r) => recordView(state, r, ctx.language))
      .filter((r) => !body.CoinCode || r.CoinCode === body.CoinCode)
      .sort(newestFirst);
    return pageOf(records, body);
  },

  financingGetFinancialUserAsset: (ctx) => {
    const customer = signedIn(ctx);
    const state = ctx.state.financing;
    const holdings = openHoldingsOf(state, customer.UserId)
      .sort((a, b) => Date.parse(b.StartTime) - Date.parse(a.StartTime) || b.HoldingId - a.HoldingId)
      .map((h) => holdingView(state, h, ctx.language));
    const total = (pick: (h: (typeof holdings)[number]) => string) =>
      holdings.reduce((sum, h) => sum.plus(pick(h)), new Decimal(0));
    const totalUsdt = total((h) => h.ValueUsdt);
    // Summed per holding, as each holding's value is rounded, so interest never shows below 0.
    const principalUsdt = total((h) => usdtValueOf(h.CoinCode, h.Principal).toFixed());
    return {
      HasAccount: state.accounts.has(customer.UserId),
      TotalPrincipalUsdt: principalUsdt.toFixed(),
      TotalInterestUsdt: totalUsdt.minus(principalUsdt).toFixed(),
      TotalUsdt: totalUsdt.toFixed(),
      Holdings: holdings,
    };
  },

  financingGetUserAccountBalance: (ctx) => {
    const customer = signedIn(ctx);
    const coinCode = ctx.query.coinCode;
    if (!coinByCode(coinCode)) throw new SandboxFault(codes.notFound, `No coin ${coinCode}`);
    settleAssets(ctx.state);
    return {
      CoinCode: coinCode,
      Available: balanceOf(ctx.state.core.balances, customer.UserId, coinCode).available.toFixed(),
    };
  },
} satisfies ModuleHandlers;
