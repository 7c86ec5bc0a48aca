/** Appeals: a customer takes a paid OTC order that went wrong to customer support. */
import type { components } from '../../generated/base.ts';
import { now } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { signedIn, type ModuleHandlers } from '../core/handler.ts';
import { pageOfViews } from '../core/paging.ts';
import { tr, type Language, type Texts } from '../seed/otc-catalog.ts';
import { appealResolvedMs, appealTakenUpMs, settleOtc } from './otc-clock.ts';
import { findOrder, newestFirst, orderView, otcCodes } from './otc-common.ts';
import type { Appeal, AppealStep, OtcState } from './otc.state.ts';

type Schemas = components['schemas'];

const stepTitles: Record<AppealStep, Texts> = {
  created: tr('Appeal submitted', 'Réclamation déposée', '申诉已提交', '申訴已提交'),
  merchantNotified: tr('Merchant notified', 'Marchand notifié', '已通知商家', '已通知商家'),
  processing: tr('Under review by customer support', 'En cours d’examen par le support', '客服处理中', '客服處理中'),
  resolved: tr('Appeal resolved', 'Réclamation résolue', '申诉已解决', '申訴已解決'),
};

/** A reason that names the other side's failure must fit the order's side. */
const reasonSide: Partial<Record<Appeal['Reason'], 'buy' | 'sell'>> = {
  paidNotReleased: 'buy',
  paymentNotReceived: 'sell',
};

function appealView(state: OtcState, appeal: Appeal, language: Language): Schemas['LegalCurrencyAppeal'] {
  const order = state.orders.find((o) => o.OrderId === appeal.OrderId)!;
  return {
    AppealId: appeal.AppealId,
    OrderId: appeal.OrderId,
    Side: order.Side,
    CoinCode: order.CoinCode,
    FiatCode: order.FiatCode,
    Quantity: order.Quantity,
    FiatAmount: order.FiatAmount,
    MerchantName: order.MerchantName,
    Reason: appeal.Reason,
    Description: appeal.Description,
    EvidenceFileIds: appeal.EvidenceFileIds,
    Status: appeal.Status,
    Result: appeal.result?.[language] ?? null,
    CreateTime: appeal.CreateTime,
    UpdateTime: appeal.UpdateTime,
  };
}

export const otcAppealHandlers = {
  legalCurrencyAppealOrderCreateLegalCurrencyAppealOrder: (ctx) => {
    const customer = signedIn(ctx);
    const { otc } = ctx.state;
    settleOtc(otc);
    const order = findOrder(otc, customer.UserId, ctx.body.OrderId);
    if (order.Status === 'appealing')
      throw new SandboxFault(otcCodes.notAppealable, `Order ${order.OrderId} is already under appeal`);
    if (order.Status !== 'paid')
      throw new SandboxFault(
        otcCodes.notAppealable,
        `Order ${order.OrderId} is ${order.Status}; only a paid order can be appealed`,
      );
    const side = reasonSide[ctx.body.Reason];
    if (side && side !== order.Side)
      throw new SandboxFault(codes.invalidArgument, `Reason: ${ctx.body.Reason} does not fit a ${order.Side} order`);
    const t = now();
    const time = new Date(t).toISOString();
    const appeal: Appeal = {
      AppealId: otc.nextAppealId(),
      customerId: customer.UserId,
      OrderId: order.OrderId,
      Reason: ctx.body.Reason,
      Description: ctx.body.Description,
      EvidenceFileIds: ctx.body.EvidenceFileIds ?? [],
      Status: 'pending',
      result: null,
      CreateTime: time,
      UpdateTime: time,
      progress: [
        { Time: time, Status: 'pending', step: 'created' },
        { Time: time, Status: 'pending', step: 'merchantNotified' },
      ],
      movesMs: { processing: t + appealTakenUpMs, resolved: t + appealResolvedMs },
    };
    otc.appeals.push(appeal);
    order.Status = 'appealing';
    order.AppealId = appeal.AppealId;
    return appealView(otc, appeal, ctx.language);
  },

  legalCurrencyAppealOrderGetListByLegalCurrencyAppealOrder: (ctx) => {
    const customer = signedIn(ctx);
    const { otc } = ctx.state;
    settleOtc(otc);
    const status = ctx.body?.Status;
    const mine = otc.appeals.filter((a) => a.customerId === customer.UserId && (!status || a.Status === status));
    return pageOfViews(mine.reverse().sort(newestFirst), ctx.body, (a) => appealView(otc, a, ctx.language));
  },

  legalCurrencyAppealOrderGetAppealDetail: (ctx) => {
    const customer = signedIn(ctx);
    const { otc } = ctx.state;
    settleOtc(otc);
    const appeal = otc.appeals.find((a) => a.AppealId === ctx.query.id && a.customerId === customer.UserId);
    if (!appeal) throw new SandboxFault(codes.notFound, `No appeal ${ctx.query.id}`);
    return {
      ...appealView(otc, appeal, ctx.language),
      Order: orderView(findOrder(otc, customer.UserId, appeal.OrderId), ctx.language),
      Progress: appeal.progress.map((p) => ({
        Time: p.Time,
        Status: p.Status,
        Title: stepTitles[p.step][ctx.language],
      })),
    };
  },
} satisfies ModuleHandlers;
