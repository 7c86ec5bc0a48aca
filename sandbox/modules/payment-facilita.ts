/**
 * FacilitaPay, the Brazilian PIX provider: registration (documents uploaded, then sent for
 * review), the bank accounts BRL comes from and goes to, and its BRL orders.
 */
import type { components } from '../../generated/base.ts';
import { now, nowIso } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { signedIn, type HandlerContext, type ModuleHandlers } from '../core/handler.ts';
import {
  acceptedDocumentTypes,
  brazilianBanks,
  documentLabels,
  documentsMissingMsg,
  facilitaChannel,
  maxDocumentBytes,
  notRegisteredMsg,
  type DocumentLabel,
  type Language,
  type PaymentSide,
  type Texts,
} from '../seed/payment-catalog.ts';
import {
  newestFirst,
  orderView,
  placeOrder,
  requireApprovedFacilita,
  requireChannel,
  reviewRegistration,
} from './payment-common.ts';
import { noDate, paymentCodes } from './payment-rules.ts';
import type { BankAccountRecord, FacilitaRegistrationRecord, PaymentState } from './payment-store.ts';

type Schemas = components['schemas'];
type BankAccountFields = Omit<Schemas['FacilitaBankAccountUpdateRequest'], 'Id'>;

const maxBankAccounts = 5;

function registrationView(reg: FacilitaRegistrationRecord, language: Language): Schemas['FacilitaRegistration'] {
  return {
    Status: reg.Status,
    Documents: documentLabels.map((d) => {
      const uploaded = reg.documents.get(d.label);
      return {
        DocumentLabel: d.label,
        Name: d.name[language],
        Uploaded: !!uploaded,
        FileName: uploaded?.FileName ?? null,
        UploadTime: uploaded?.UploadTime ?? noDate,
        RefusalReason: uploaded?.refusal?.[language] ?? null,
      };
    }),
    RegisteredTime: reg.RegisteredTime,
    ApprovedTime: reg.ApprovedTime,
  };
}

/** The customer's registration as it stands (a draft with no documents until they upload one). */
function registrationOf(payment: PaymentState, customerId: number): FacilitaRegistrationRecord {
  let reg = payment.registrations.get(customerId);
  if (!reg) {
    reg = { Status: 'draft', documents: new Map(), sentMs: null, RegisteredTime: noDate, ApprovedTime: noDate };
    payment.registrations.set(customerId, reg);
  }
  reviewRegistration(reg);
  return reg;
}

/** Why FacilitaPay's check refuses this upload, when a test told it to; null when it takes it. */
function takeDocumentRefusal(payment: PaymentState, label: DocumentLabel): Texts | null {
  const knob = payment.knobs.documentRefusal;
  if (!knob || knob.remaining <= 0 || (knob.label !== null && knob.label !== label)) return null;
  knob.remaining--;
  return knob.reason;
}

const documentsNotReady = (reg: FacilitaRegistrationRecord) =>
  documentLabels.filter((d) => !reg.documents.get(d.label) || reg.documents.get(d.label)!.refusal);

const publicAccount = ({ customerId: _customer, ...account }: BankAccountRecord): Schemas['FacilitaBankAccount'] =>
  account;

function findAccount(payment: PaymentState, customerId: number, id: number): BankAccountRecord {
  const account = payment.bankAccounts.find((a) => a.Id === id && a.customerId === customerId);
  if (!account) throw new SandboxFault(codes.notFound, `No bank account ${id}`);
  return account;
}

/** The account's fields as sent, with the bank's name; refused for an unknown bank or an account registered twice. */
function checkedAccount(payment: PaymentState, customerId: number, body: BankAccountFields, exceptId?: number) {
  const bank = brazilianBanks.find((b) => b.Code === body.BankCode);
  if (!bank) throw new SandboxFault(codes.invalidArgument, `BankCode: ${body.BankCode} is not a supported bank`);
  const twin = payment.bankAccounts.find(
    (a) =>
      a.customerId === customerId &&
      a.Id !== exceptId &&
      a.BankCode === body.BankCode &&
      a.Branch === body.Branch &&
      a.AccountNumber === body.AccountNumber,
  );
  if (twin)
    throw new SandboxFault(paymentCodes.duplicateBankAccount, `That account is registered already (${twin.Id})`);
  return {
    BankCode: body.BankCode,
    BankName: bank.Name,
    Branch: body.Branch,
    AccountNumber: body.AccountNumber,
    AccountType: body.AccountType,
    PixKey: body.PixKey ?? null,
    HolderName: body.HolderName.trim(),
    HolderCpf: body.HolderCpf,
  };
}

/**
 * An order on FacilitaPay's PIX channel for the side, once the customer may use it with that
 * bank account; the provider needs no form, the bank account is enough.
 */
function placeFacilitaOrder<O>(
  ctx: HandlerContext<O>,
  side: PaymentSide,
  coin: string,
  amount: string,
  bankAccountId: number,
) {
  const customer = signedIn(ctx);
  const { payment } = ctx.state;
  requireApprovedFacilita(payment, customer.UserId, ctx.language);
  findAccount(payment, customer.UserId, bankAccountId);
  const channel = requireChannel(facilitaChannel[side], { side, coin });
  const order = placeOrder(ctx.state, {
    customerId: customer.UserId,
    channel,
    coin,
    amount,
    values: {},
    status: 'submitted',
    bankAccountId,
  });
  return orderView(order, ctx.language);
}

export const paymentFacilitaHandlers = {
  facilitaPayRegistration: (ctx) => {
    const customer = signedIn(ctx);
    const reg = registrationOf(ctx.state.payment, customer.UserId);
    if (reg.Status === 'draft') {
      const missing = documentsNotReady(reg);
      if (missing.length > 0)
        throw new SandboxFault(
          paymentCodes.notRegistered,
          documentsMissingMsg[ctx.language] + missing.map((d) => d.name[ctx.language]).join(', '),
        );
      reg.Status = 'pending';
      reg.sentMs = now();
      reg.RegisteredTime = nowIso();
    }
    return registrationView(reg, ctx.language);
  },

  facilitaPayUploadDocuments: (ctx) => {
    const customer = signedIn(ctx);
    const { payment } = ctx.state;
    const reg = registrationOf(payment, customer.UserId);
    if (reg.Status !== 'draft') throw new SandboxFault(paymentCodes.notRegistered, notRegisteredMsg.sent[ctx.language]);
    const extension = ctx.body.File.split('.').pop()?.toLowerCase() ?? '';
    if (!acceptedDocumentTypes.includes(extension))
      throw new SandboxFault(codes.invalidArgument, 'File: must be a JPG, PNG or PDF file');
    const label = ctx.body.DocumentLabel;
    reg.documents.set(label, {
      FileName: ctx.body.File,
      UploadTime: nowIso(),
      refusal: takeDocumentRefusal(payment, label),
    });
    return registrationView(reg, ctx.language);
  },

  facilitaPayGetDocumentLabels: (ctx) => {
    const reg = ctx.customer ? ctx.state.payment.registrations.get(ctx.customer.UserId) : undefined;
    return documentLabels.map((d) => {
      const uploaded = reg?.documents.get(d.label);
      return {
        DocumentLabel: d.label,
        Name: d.name[ctx.language],
        Description: d.description[ctx.language],
        Required: true,
        AcceptedTypes: acceptedDocumentTypes,
        MaxBytes: maxDocumentBytes,
        Uploaded: !!uploaded,
        RefusalReason: uploaded?.refusal?.[ctx.language] ?? null,
      };
    });
  },

  facilitaPayGetSupportBankList: () => brazilianBanks,

  facilitaPayGetBankAccounts: (ctx) => {
    const customer = signedIn(ctx);
    return ctx.state.payment.bankAccounts
      .filter((a) => a.customerId === customer.UserId)
      .reverse()
      .sort(newestFirst)
      .map(publicAccount);
  },

  facilitaPayRegistBankAccounts: (ctx) => {
    const customer = signedIn(ctx);
    const { payment } = ctx.state;
    if (payment.bankAccounts.filter((a) => a.customerId === customer.UserId).length >= maxBankAccounts) {
      throw new SandboxFault(
        paymentCodes.tooManyBankAccounts,
        `At most ${maxBankAccounts} bank accounts can be registered`,
      );
    }
    const account: BankAccountRecord = {
      Id: payment.nextBankAccountId(),
      customerId: customer.UserId,
      ...checkedAccount(payment, customer.UserId, ctx.body),
      CreateTime: nowIso(),
    };
    payment.bankAccounts.push(account);
    return publicAccount(account);
  },

  facilitaPayUpdateBankAccounts: (ctx) => {
    const customer = signedIn(ctx);
    const { payment } = ctx.state;
    const account = findAccount(payment, customer.UserId, ctx.body.Id);
    Object.assign(account, checkedAccount(payment, customer.UserId, ctx.body, account.Id));
    return publicAccount(account);
  },

  facilitaPayDelBankAccounts: (ctx) => {
    const customer = signedIn(ctx);
    const { payment } = ctx.state;
    const account = findAccount(payment, customer.UserId, ctx.body.Id);
    payment.bankAccounts.splice(payment.bankAccounts.indexOf(account), 1);
    return true;
  },

  ordersCreateBuyFacilitaPay: (ctx) =>
    placeFacilitaOrder(ctx, 'buy', ctx.body.CoinCode, ctx.body.FiatAmount, ctx.body.BankAccountId),

  ordersCreateSellFacilitaPay: (ctx) =>
    placeFacilitaOrder(ctx, 'sell', ctx.body.CoinCode, ctx.body.Quantity, ctx.body.BankAccountId),
} satisfies ModuleHandlers;
