/** IEO module handlers: token sale projects, subscribing to an open sale, subscription records. */
import Decimal from 'decimal.js';
import { nowIso } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { signedIn, type ModuleHandlers } from '../core/handler.ts';
import { pageOf } from '../core/paging.ts';
import { coinByCode } from '../seed/coins.ts';
import { ieoDescriptionHtml, ieoLogo, ieoRulesHtml, type IeoLanguage } from '../seed/ieo-projects.ts';
import { debit } from '../state/balances.ts';
import type { Customer } from '../state/customers.ts';
import type { IeoOrderRecord, IeoProjectRecord, IeoState } from './ieo.state.ts';
import { ieoStatus, settleIeo } from './ieo-phases.ts';

/**
 * Refusals of a subscription. The error catalogue names no IEO codes, so the sandbox gives each
 * refusal its own code in a range no catalogued code uses, for the app to translate.
 */
export const ieoCodes = {
  notOpen: 60001,
  belowPersonalMin: 60002,
  abovePersonalMax: 60003,
  aboveRemainingSupply: 60004,
  tooManyDecimals: 60005,
} as const;

function findProject(state: IeoState, projectId: number): IeoProjectRecord {
  const project = state.projects.find((p) => p.ProjectId === projectId);
  if (!project) throw new SandboxFault(codes.notFound, `No IEO project ${projectId}`);
  return project;
}

function projectView(project: IeoProjectRecord, language: IeoLanguage) {
  const { Intro, color, website: _website, ...fields } = project;
  return { ...fields, Intro: Intro[language], Status: ieoStatus(project), LogoUrl: ieoLogo(project.TokenCode, color) };
}

function subscriptionOf(state: IeoState, customer: Customer, projectId: number) {
  const own = state.orders.filter((o) => o.customerId === customer.UserId && o.ProjectId === projectId);
  const sum = (pick: (o: IeoOrderRecord) => string) => own.reduce((total, o) => total.plus(pick(o)), new Decimal(0));
  return {
    quantity: sum((o) => o.Quantity),
    amount: sum((o) => o.PayAmount),
    distributed: sum((o) => (o.distributedAt ? o.Quantity : '0')),
  };
}

const remainingOf = (project: IeoProjectRecord) => Decimal.max(0, new Decimal(project.TotalSupply).minus(project.Sold));

const utcMinute = (iso: string) => iso.slice(0, 16).replace('T', ' ');

function rulesOf(project: IeoProjectRecord, language: IeoLanguage): string {
  return ieoRulesHtml(language, {
    token: project.TokenCode,
    pay: project.PayCoin,
    price: project.PriceUsdt,
    min: project.PersonalMin,
    max: project.PersonalMax,
    start: utcMinute(project.StartTime),
    end: utcMinute(project.EndTime),
    distribute: utcMinute(project.DistributeTime),
  });
}

function orderView(state: IeoState, order: IeoOrderRecord) {
  const project = findProject(state, order.ProjectId);
  const { customerId: _owner, distributedAt, ...fields } = order;
  return {
    ...fields,
    ProjectName: project.Name,
    TokenCode: project.TokenCode,
    QuantityPrecision: project.QuantityPrecision,
    PayCoin: project.PayCoin,
    Status: distributedAt ? ('distributed' as const) : ('pending' as const),
    DistributedQuantity: distributedAt ? order.Quantity : '0',
    DistributeTime: project.DistributeTime,
  };
}

/** Refuses a subscription the sale's rules do not allow, with the code the app translates. */
function checkSubscription(state: IeoState, customer: Customer, project: IeoProjectRecord, quantity: Decimal): void {
  const status = ieoStatus(project);
  if (status !== 'open')
    throw new SandboxFault(
      ieoCodes.notOpen,
      `The ${project.Name} sale is ${status}; only an open sale takes subscriptions`,
    );
  if (quantity.lte(0)) throw new SandboxFault(codes.invalidArgument, 'Quantity must be above 0');
  if (quantity.decimalPlaces() > project.QuantityPrecision)
    throw new SandboxFault(ieoCodes.tooManyDecimals, `Subscribe with at most ${project.QuantityPrecision} decimals`);
  if (quantity.lt(project.PersonalMin))
    throw new SandboxFault(ieoCodes.belowPersonalMin, `Subscribe at least ${project.PersonalMin} ${project.TokenCode}`);
  const allowed = new Decimal(project.PersonalMax).minus(subscriptionOf(state, customer, project.ProjectId).quantity);
  if (quantity.gt(allowed))
    throw new SandboxFault(
      ieoCodes.abovePersonalMax,
      `You may subscribe at most ${Decimal.max(allowed, 0).toFixed()} more ${project.TokenCode}`,
    );
  const remaining = remainingOf(project);
  if (quantity.gt(remaining))
    throw new SandboxFault(
      ieoCodes.aboveRemainingSupply,
      `Only ${remaining.toFixed()} ${project.TokenCode} remain on sale`,
    );
}

export const ieoHandlers = {
  iEOProjectGetProjectList: (ctx) => {
    const body = ctx.body ?? {};
    const language = body.languageCode ?? ctx.language;
    const projects = ctx.state.ieo.projects
      .filter((p) => !body.Statuses || body.Statuses.includes(ieoStatus(p)))
      .sort((a, b) => Date.parse(b.StartTime) - Date.parse(a.StartTime))
      .map((p) => projectView(p, language));
    return pageOf(projects, body);
  },

  iEOProjectGetProjectDetails: (ctx) => {
    settleIeo(ctx.state);
    const state = ctx.state.ieo;
    const project = findProject(state, ctx.query.projectId);
    const language = ctx.query.languageCode ?? ctx.language;
    const own = ctx.customer ? subscriptionOf(state, ctx.customer, project.ProjectId) : null;
    return {
      ...projectView(project, language),
      DescriptionHtml: ieoDescriptionHtml(language, {
        intro: project.Intro[language],
        website: project.website,
        name: project.Name,
      }),
      RulesHtml: rulesOf(project, language),
      Remaining: remainingOf(project).toFixed(),
      SubscribedQuantity: own ? own.quantity.toFixed() : null,
      SubscribedAmount: own ? own.amount.toFixed() : null,
      DistributedQuantity: own ? own.distributed.toFixed() : null,
    };
  },

  iEOOrderCreateOrder: (ctx) => {
    const customer = signedIn(ctx);
    const state = ctx.state.ieo;
    const project = findProject(state, ctx.body.ProjectId);
    const quantity = new Decimal(ctx.body.Quantity);
    checkSubscription(state, customer, project, quantity);
    // Rounded up to the pay coin's precision, so the exchange never sells below the price.
    const places = coinByCode(project.PayCoin)?.Precision ?? 8;
    const payAmount = quantity.times(project.PriceUsdt).toDecimalPlaces(places, Decimal.ROUND_UP);
    debit(ctx.state.core.balances, customer.UserId, project.PayCoin, payAmount);
    project.Sold = new Decimal(project.Sold).plus(quantity).toFixed();
    const order: IeoOrderRecord = {
      OrderId: state.nextOrderId(),
      customerId: customer.UserId,
      ProjectId: project.ProjectId,
      Quantity: quantity.toFixed(),
      PriceUsdt: project.PriceUsdt,
      PayAmount: payAmount.toFixed(),
      CreateTime: nowIso(),
      distributedAt: null,
    };
    state.orders.push(order);
    return orderView(state, order);
  },

  iEOOrderGetReserveRecordList: (ctx) => {
    const customer = signedIn(ctx);
    settleIeo(ctx.state);
    const body = ctx.body ?? {};
    const state = ctx.state.ieo;
    const records = state.orders
      .filter((o) => o.customerId === customer.UserId && (!body.ProjectId || o.ProjectId === body.ProjectId))
      .sort((a, b) => Date.parse(b.CreateTime) - Date.parse(a.CreateTime) || b.OrderId - a.OrderId)
      .map((o) => orderView(state, o));
    return pageOf(records, body);
  },
} satisfies ModuleHandlers;
