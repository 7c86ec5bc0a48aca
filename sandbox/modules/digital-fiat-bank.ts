/**
 * Where pay-outs go: the customer's Nigerian bank accounts, the recipients used before, the
 * pay-out forms and their select options.
 */
import type { components } from '../../generated/base.ts';
import { now } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { signedIn, type ModuleHandlers } from '../core/handler.ts';
import { bankName, mobileOperators, nigerianBanks, paymentTypes, payOutForms } from '../seed/digital-fiat-catalog.ts';
import type { Customer } from '../state/customers.ts';
import type { SandboxState } from '../state/index.ts';
import { findCoin, iso, newestFirst } from './assets-common.ts';
import type { BankAccountRecord } from './digital-fiat.state.ts';
import { digitalFiatCodes } from './digital-fiat-pricing.ts';

type BankAccount = components['schemas']['BankAccount'];
type WithdrawalRecipient = components['schemas']['WithdrawalRecipient'];

/** Bank accounts are Nigerian: NUBAN numbers at CBN-coded banks, paid in naira. */
const bankAccountFiat = 'NGN';

export function ownBankAccount(state: SandboxState, customer: Customer, id: number): BankAccountRecord {
  const found = state.digitalFiat.bankAccounts.find((a) => a.id === id && a.customerId === customer.UserId);
  if (!found) throw new SandboxFault(codes.notFound, `No bank account ${id}`);
  return found;
}

export function knownBankName(code: string): string {
  const name = bankName(code);
  if (!name) throw new SandboxFault(codes.invalidArgument, `No bank with code ${code}`);
  return name;
}

function refuseDuplicate(
  state: SandboxState,
  customer: Customer,
  bankCode: string,
  accountNumber: string,
  exceptId?: number,
): void {
  const same = state.digitalFiat.bankAccounts.find(
    (a) =>
      a.customerId === customer.UserId &&
      a.id !== exceptId &&
      a.bankCode === bankCode &&
      a.accountNumber === accountNumber,
  );
  if (same) throw new SandboxFault(digitalFiatCodes.bankAccountAlreadySaved, 'This bank account is already saved');
}

function toBankAccount(a: BankAccountRecord): BankAccount {
  return {
    Id: a.id,
    BankCode: a.bankCode,
    BankName: knownBankName(a.bankCode),
    AccountNumber: a.accountNumber,
    AccountName: a.accountName,
    FiatCode: bankAccountFiat,
    CreateTime: iso(a.createdAt),
  };
}

/** Each bank account the coin was sold to, once, with its latest pay-out; deleted accounts drop out. */
function recipientsOf(state: SandboxState, customer: Customer, coinId: number): WithdrawalRecipient[] {
  const seen = new Set<number>();
  const recipients: WithdrawalRecipient[] = [];
  for (const order of [...state.digitalFiat.payOuts].sort(newestFirst)) {
    if (order.customerId !== customer.UserId || order.coin.CoinId !== coinId || seen.has(order.bankAccountId)) continue;
    seen.add(order.bankAccountId);
    const account = state.digitalFiat.bankAccounts.find((a) => a.id === order.bankAccountId);
    if (!account) continue;
    recipients.push({
      BankAccountId: account.id,
      BankCode: account.bankCode,
      BankName: knownBankName(account.bankCode),
      AccountNumber: account.accountNumber,
      AccountName: account.accountName,
      FiatCode: bankAccountFiat,
      PayTypeId: order.payTypeId,
      LastUsedTime: iso(order.createdAt),
    });
  }
  return recipients;
}

const byName = (a: { Name: string }, b: { Name: string }) => a.Name.localeCompare(b.Name);

export const bankHandlers = {
  digitalFiatGetBankAccountList: (ctx) => {
    const customer = signedIn(ctx);
    return ctx.state.digitalFiat.bankAccounts
      .filter((a) => a.customerId === customer.UserId)
      .sort(newestFirst)
      .map(toBankAccount);
  },

  digitalFiatCreateBankAccount: (ctx) => {
    const customer = signedIn(ctx);
    const { BankCode, AccountNumber } = ctx.body;
    knownBankName(BankCode);
    refuseDuplicate(ctx.state, customer, BankCode, AccountNumber);
    const fiat = ctx.state.digitalFiat;
    const record: BankAccountRecord = {
      id: fiat.nextBankAccountId(),
      customerId: customer.UserId,
      bankCode: BankCode,
      accountNumber: AccountNumber,
      accountName: ctx.body.AccountName.trim(),
      createdAt: now(),
    };
    fiat.bankAccounts.push(record);
    return toBankAccount(record);
  },

  digitalFiatUpdateBankAccount: (ctx) => {
    const customer = signedIn(ctx);
    const { Id, BankCode, AccountNumber } = ctx.body;
    const account = ownBankAccount(ctx.state, customer, Id);
    knownBankName(BankCode);
    refuseDuplicate(ctx.state, customer, BankCode, AccountNumber, Id);
    Object.assign(account, {
      bankCode: BankCode,
      accountNumber: AccountNumber,
      accountName: ctx.body.AccountName.trim(),
    });
    return toBankAccount(account);
  },

  digitalFiatDeleteBankAccount: (ctx) => {
    const customer = signedIn(ctx);
    const account = ownBankAccount(ctx.state, customer, ctx.query.id);
    const accounts = ctx.state.digitalFiat.bankAccounts;
    accounts.splice(accounts.indexOf(account), 1);
    return true;
  },

  digitalFiatGetDfcWithdrawalRecipientByCoinId: (ctx) => {
    const customer = signedIn(ctx);
    return recipientsOf(ctx.state, customer, findCoin(ctx.query.coinId).CoinId);
  },

  digitalFiatDfcDropdownList: (ctx) => {
    const fiatCode = ctx.query.fiatCode ?? bankAccountFiat;
    const rows =
      ctx.query.type === 'bank'
        ? fiatCode === bankAccountFiat
          ? nigerianBanks
          : []
        : (mobileOperators[fiatCode] ?? []);
    return rows.map(([Value, Name]) => ({ Value, Name })).sort(byName);
  },

  digitalFiatGetDfcPayOutMethodParam: (ctx) => {
    const type = paymentTypes.find((t) => t.PayTypeId === ctx.query.payTypeId && t.Direction === 'out');
    if (!type) throw new SandboxFault(codes.notFound, `No pay-out payment type ${ctx.query.payTypeId}`);
    return (payOutForms[type.PayTypeId] ?? []).map((field) => ({
      Name: field.Name,
      Label: field.label[ctx.language],
      Type: field.Type,
      Required: field.Required,
      Pattern: field.Pattern,
      Options: (field.options ?? []).map(([Value, Name]) => ({ Value, Name })),
    }));
  },
} satisfies ModuleHandlers;
