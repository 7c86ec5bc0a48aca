/**
 * Getting back into an account: find password, and replacing a lost phone, mail address or
 * Google authenticator after proving the items the customer still has.
 */
import { now } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import type { BodyOf, ModuleHandlers, Operations } from '../core/handler.ts';
import { randomToken } from '../core/ids.ts';
import type { CoreState } from '../state/core.ts';
import { findCustomerById, hashSecret, type Customer } from '../state/customers.ts';
import type { SandboxState } from '../state/index.ts';
import { endSessionsOf } from '../state/sessions.ts';
import { useCode } from '../state/verification-codes.ts';
import {
  boundItems,
  emailTaken,
  findAccount,
  maskEmail,
  maskPhone,
  phoneTaken,
  type SecurityItem,
} from './customer-accounts.ts';
import { codeTarget, useCustomerCode } from './customer-codes.ts';
import { accountCodes } from './customer-faults.ts';
import { checkGoogleCode } from './customer-security.ts';
import { finishSecondStep } from './customer-sign-in.ts';

const ticketMs = 10 * 60_000;

type VerifyBody = BodyOf<Operations['securitySecurityVerify']>;
type CommitBody = BodyOf<Operations['securityCommitUnavailableSecurityItem']>;

function knownAccount(core: CoreState, account: string, areaCode: string | undefined): Customer {
  const customer = findAccount(core.customers, account, areaCode);
  if (!customer) throw new SandboxFault(codes.notFound, 'No account has this phone or mail address');
  return customer;
}

function notBound(item: SecurityItem): SandboxFault {
  return new SandboxFault(
    codes.invalidArgument,
    `No ${item === 'google' ? 'Google authenticator' : item} is bound to this account`,
  );
}

/** Checks each code given for an item the customer still has; answers the items proved. */
function proveItems(core: CoreState, customer: Customer, body: VerifyBody): SecurityItem[] {
  const given: [SecurityItem, string | undefined][] = [
    ['phone', body.PhoneCode],
    ['email', body.EmailCode],
    ['google', body.GoogleCode],
  ];
  const bound = boundItems(customer);
  const proved: SecurityItem[] = [];
  for (const [item, code] of given) {
    if (code === undefined) continue;
    if (!bound.includes(item)) throw notBound(item);
    if (item === 'google') checkGoogleCode(customer, code);
    else if (item === 'phone')
      useCode(core.codes, codeTarget('sms', customer.Phone!, customer.AreaCode), 'securityItem', code);
    else useCode(core.codes, codeTarget('email', customer.Email!), 'securityItem', code);
    proved.push(item);
  }
  return proved;
}

function issueTicket(state: SandboxState, body: VerifyBody) {
  const customer = knownAccount(state.core, body.Account!, body.AreaCode);
  const proved = proveItems(state.core, customer, body);
  if (proved.length === 0)
    throw new SandboxFault(accountCodes.securityItemsNotProved, 'Give the code of a security item you still have');
  const VerifyToken = randomToken();
  state.customer.securityTickets.set(VerifyToken, { customerId: customer.UserId, proved, expiresAt: now() + ticketMs });
  return { Scene: 'securityItem' as const, VerifyToken, ExpireSeconds: ticketMs / 1000, ProvedItems: proved };
}

/** Puts the replacement in place once its code is right. */
function replaceItem(core: CoreState, customer: Customer, body: CommitBody): void {
  if (body.LostItem === 'google') {
    customer.google = { secret: null, enabled: false };
  } else if (body.LostItem === 'phone') {
    if (phoneTaken(core.customers, body.NewPhone!, body.NewAreaCode!, customer))
      throw new SandboxFault(codes.accountExists, 'Another account uses this phone');
    useCode(core.codes, codeTarget('sms', body.NewPhone!, body.NewAreaCode), 'securityItem', body.Code!);
    customer.Phone = body.NewPhone!;
    customer.AreaCode = body.NewAreaCode!;
  } else {
    if (emailTaken(core.customers, body.NewEmail!, customer))
      throw new SandboxFault(codes.accountExists, 'Another account uses this mail address');
    useCode(core.codes, codeTarget('email', body.NewEmail!), 'securityItem', body.Code!);
    customer.Email = body.NewEmail!;
  }
}

export const recoveryHandlers = {
  securitySecurityVerify: (ctx) =>
    ctx.body.Scene === 'login'
      ? finishSecondStep(ctx.state, ctx.headers, ctx.body.VerifyToken!, ctx.body.Code!)
      : issueTicket(ctx.state, ctx.body),

  securityCommitUnavailableSecurityItem: (ctx) => {
    const { VerifyToken, LostItem } = ctx.body;
    const ticket = ctx.state.customer.securityTickets.get(VerifyToken);
    const customer =
      ticket && ticket.expiresAt > now() ? findCustomerById(ctx.state.core.customers, ticket.customerId) : undefined;
    if (!ticket || !customer)
      throw new SandboxFault(accountCodes.verifyTokenInvalid, 'The verification has expired; start again');
    const bound = boundItems(customer);
    if (!bound.includes(LostItem)) throw notBound(LostItem);
    if (ticket.proved.includes(LostItem))
      throw new SandboxFault(codes.invalidArgument, `The ${LostItem} was just verified, so it is not lost`);
    const unproved = bound.filter((item) => item !== LostItem && !ticket.proved.includes(item));
    if (unproved.length > 0)
      throw new SandboxFault(accountCodes.securityItemsNotProved, `Verify your ${unproved.join(' and ')} first`);
    replaceItem(ctx.state.core, customer, ctx.body);
    ctx.state.customer.securityTickets.delete(VerifyToken);
    endSessionsOf(ctx.state.core.sessions, customer.UserId);
    return { Status: 'done', LostItem };
  },

  customerGetCustomerBindInfo: (ctx) => {
    const customer = knownAccount(ctx.state.core, ctx.body.Account, ctx.body.AreaCode);
    return {
      Phone: customer.Phone ? maskPhone(customer.Phone) : null,
      AreaCode: customer.Phone ? customer.AreaCode : null,
      Email: customer.Email ? maskEmail(customer.Email) : null,
      GoogleEnabled: customer.google.enabled,
    };
  },

  customerForgetPass: (ctx) => {
    const core = ctx.state.core;
    const customer = knownAccount(core, ctx.body.Account, ctx.body.AreaCode);
    if (customer.google.enabled) {
      if (ctx.body.GoogleCode === undefined)
        throw new SandboxFault(codes.badRequest, 'body.GoogleCode: is required', 400);
      checkGoogleCode(customer, ctx.body.GoogleCode);
    }
    useCustomerCode(core.codes, customer, 'findPwd', ctx.body.Code);
    customer.passwordHash = hashSecret(ctx.body.NewPassword);
    endSessionsOf(core.sessions, customer.UserId);
    return true;
  },
} satisfies ModuleHandlers;
