/** Receipt methods: the accounts a customer selling coin over the counter is paid to. */
import type { components } from '../../generated/base.ts';
import { nowIso } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { signedIn, type ModuleHandlers } from '../core/handler.ts';
import {
  fieldSpecs,
  maxMethodsPerChannel,
  receiptChannelById,
  receiptChannels,
  type Language,
  type ReceiptChannel,
} from '../seed/otc-catalog.ts';
import { checkedValues, formFieldView, type ChannelField } from './form-fields.ts';
import { detailsView, newestFirst, otcCodes } from './otc-common.ts';
import type { ReceiptMethod } from './otc.state.ts';

type Schemas = components['schemas'];

function findChannel(id: number): ReceiptChannel {
  const channel = receiptChannelById(id);
  if (!channel) throw new SandboxFault(codes.notFound, `No receipt channel ${id}`);
  return channel;
}

/** The channel's fields; a receipt field's choices are the same on every channel. */
const fieldsOf = (channel: ReceiptChannel): ChannelField[] =>
  channel.fields.map(([name, required]) => ({
    name,
    spec: fieldSpecs[name],
    required,
    options: fieldSpecs[name].options,
  }));

/** "GTBank ****4821": the bank or channel, and the end of the account it pays to. */
function summaryOf(channel: ReceiptChannel, values: Record<string, string>, language: Language): string {
  const account = values.AccountNumber ?? values.PhoneNumber ?? values.Iban ?? values.PixKey ?? values.Email ?? '';
  return `${values.BankName ?? channel.name[language]} ****${account.slice(-4)}`;
}

function methodView(method: ReceiptMethod, language: Language): Schemas['UserReceiptMethod'] {
  const channel = receiptChannelById(method.channelId)!;
  return {
    UserReceiptMethodInfoDetailId: method.UserReceiptMethodInfoDetailId,
    ReceiptPaymentMethodId: channel.id,
    Name: channel.name[language],
    Type: channel.type,
    FiatCodes: channel.fiats,
    Fields: detailsView(
      Object.entries(method.values).map(([Name, Value]) => ({ Name, Value })),
      language,
    ),
    Summary: summaryOf(channel, method.values, language),
    CreateTime: method.CreateTime,
  };
}

const openSellStatuses = new Set(['waitingPayment', 'paid', 'appealing']);

export const otcReceiptHandlers = {
  legalPaymentGetCreatedPaymentChannel: (ctx) => {
    const customer = signedIn(ctx);
    const mine = ctx.state.otc.receiptMethods.filter((m) => m.customerId === customer.UserId);
    return receiptChannels
      .filter((c) => !ctx.query.FiatCode || c.fiats.includes(ctx.query.FiatCode))
      .map((c) => ({
        ReceiptPaymentMethodId: c.id,
        Name: c.name[ctx.language],
        Type: c.type,
        FiatCodes: c.fiats,
        SavedCount: mine.filter((m) => m.channelId === c.id).length,
        MaxCount: maxMethodsPerChannel,
      }));
  },

  legalPaymentGetReceiptPaymentMethodFormAsync: (ctx) => {
    const channel = findChannel(ctx.body.receiptPaymentMethodId);
    return {
      ReceiptPaymentMethodId: channel.id,
      Name: channel.name[ctx.language],
      Type: channel.type,
      Fields: fieldsOf(channel).map((field) => formFieldView(field, ctx.language)),
    };
  },

  legalPaymentChannelSettingGetUserReceiptMethodInfoList: (ctx) => {
    const customer = signedIn(ctx);
    const { ReceiptPaymentMethodId, FiatCode } = ctx.body ?? {};
    return ctx.state.otc.receiptMethods
      .filter(
        (m) =>
          m.customerId === customer.UserId &&
          (!ReceiptPaymentMethodId || m.channelId === ReceiptPaymentMethodId) &&
          (!FiatCode || receiptChannelById(m.channelId)!.fiats.includes(FiatCode)),
      )
      .reverse()
      .sort(newestFirst)
      .map((m) => methodView(m, ctx.language));
  },

  legalPaymentChannelSettingCreateReceiptPaymentMethodAsync: (ctx) => {
    const customer = signedIn(ctx);
    const { otc } = ctx.state;
    const channel = findChannel(ctx.body.ReceiptPaymentMethodId);
    const saved = otc.receiptMethods.filter(
      (m) => m.customerId === customer.UserId && m.channelId === channel.id,
    ).length;
    if (saved >= maxMethodsPerChannel) {
      throw new SandboxFault(
        otcCodes.tooManyReceiptMethods,
        `You already keep ${maxMethodsPerChannel} ${channel.name.en} methods`,
      );
    }
    const values = checkedValues(fieldsOf(channel), ctx.body.Fields, channel.name.en);
    const verified = ctx.state.personalCenter.submissions.get(customer.UserId);
    const verifiedName =
      verified && customer.kyc.status === 'passed' ? `${verified.FirstName} ${verified.LastName}` : null;
    if (
      verifiedName &&
      values.AccountName !== undefined &&
      values.AccountName.toLowerCase() !== verifiedName.toLowerCase()
    ) {
      throw new SandboxFault(codes.invalidArgument, `Fields.AccountName: must be your verified name, ${verifiedName}`);
    }
    const method: ReceiptMethod = {
      UserReceiptMethodInfoDetailId: otc.nextReceiptMethodId(),
      customerId: customer.UserId,
      channelId: channel.id,
      values,
      CreateTime: nowIso(),
    };
    otc.receiptMethods.push(method);
    return methodView(method, ctx.language);
  },

  legalPaymentChannelSettingDeleteUserReceiptMethodInfoDetail: (ctx) => {
    const customer = signedIn(ctx);
    const { otc } = ctx.state;
    const id = ctx.body.userReceiptMethodInfoDetailId;
    const index = otc.receiptMethods.findIndex(
      (m) => m.UserReceiptMethodInfoDetailId === id && m.customerId === customer.UserId,
    );
    if (index < 0) throw new SandboxFault(codes.notFound, `No receipt method ${id}`);
    if (otc.orders.some((o) => o.ReceiptMethodDetailId === id && openSellStatuses.has(o.Status))) {
      throw new SandboxFault(otcCodes.receiptMethodInUse, 'An open sell order is to be paid to this receipt method');
    }
    otc.receiptMethods.splice(index, 1);
    return true;
  },
} satisfies ModuleHandlers;
