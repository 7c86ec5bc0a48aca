/** Security/SendVerifyCode and Security/CheckVerifyCodeInvalid: where a code goes, and checking it. */
import { SandboxFault, codes } from '../core/fault.ts';
import type { ModuleHandlers } from '../core/handler.ts';
import type { CoreState } from '../state/core.ts';
import type { Customer } from '../state/customers.ts';
import { checkCode, sendCode } from '../state/verification-codes.ts';
import { customerAtTarget, findAccount } from './customer-accounts.ts';
import { codeTarget, customerCodeTargets, type CodeChannel, type CodePurpose } from './customer-codes.ts';

/** The form waits this long before it offers to send a code again. */
const resendSeconds = 60;

interface Recipient {
  Target?: string;
  AreaCode?: string;
  Account?: string;
}

const badField = (message: string) => new SandboxFault(codes.badRequest, message, 400);

/** A target the customer typed, checked against its channel. */
function typedTarget(type: CodeChannel, target: string, areaCode: string | undefined): string {
  if (type === 'email' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(target.trim()))
    throw badField('body.Target: must be a mail address');
  if (type === 'sms' && !/^\d{5,15}$/.test(target.replace(/\D/g, '')))
    throw badField('body.Target: must be the digits of a phone number');
  return codeTarget(type, target, areaCode);
}

function accountOf(core: CoreState, account: string, areaCode: string | undefined): Customer {
  const customer = findAccount(core.customers, account, areaCode);
  if (!customer) throw new SandboxFault(codes.notFound, 'No account has this phone or mail address');
  return customer;
}

/** The bound phone or mail address of an account, for a customer who only sees it masked. */
function boundTarget(customer: Customer, type: CodeChannel): string {
  const bound = type === 'email' ? customer.Email : customer.Phone;
  if (!bound)
    throw new SandboxFault(
      codes.invalidArgument,
      type === 'email' ? 'No mail address is bound to this account' : 'No phone is bound to this account',
    );
  return codeTarget(type, bound, customer.AreaCode);
}

/** A code to register with goes only to a free target; one to bind only to a target no one else has. */
function refuseTakenTarget(core: CoreState, purpose: CodePurpose, target: string, signedIn: Customer | null): void {
  const owner = customerAtTarget(core.customers, target);
  if (!owner) return;
  const binding = purpose === 'bindPhone' || purpose === 'bindEmail';
  if (purpose === 'register' || (binding && owner !== signedIn)) {
    throw new SandboxFault(codes.accountExists, 'An account already uses this phone or mail address');
  }
}

function targetsToCheck(core: CoreState, body: Recipient & { Type?: CodeChannel }): string[] {
  if (body.Target !== undefined) {
    const type = body.Type ?? (body.Target.includes('@') ? 'email' : 'sms');
    return [codeTarget(type, body.Target, body.AreaCode)];
  }
  const customer = findAccount(core.customers, body.Account!, body.AreaCode);
  if (!customer) return [];
  return body.Type ? [boundTarget(customer, body.Type)] : customerCodeTargets(customer);
}

export const codeCallHandlers = {
  securitySendVerifyCode: (ctx) => {
    const { Type, Purpose, Target, AreaCode, Account } = ctx.body;
    const core = ctx.state.core;
    const target =
      Target !== undefined
        ? typedTarget(Type, Target, AreaCode)
        : boundTarget(accountOf(core, Account!, AreaCode), Type);
    refuseTakenTarget(core, Purpose, target, ctx.customer);
    sendCode(core.codes, target, Purpose);
    return { ExpireSeconds: core.codes.lifetimeMs / 1000, ResendSeconds: resendSeconds };
  },

  securityCheckVerifyCodeInvalid: (ctx) => {
    const core = ctx.state.core;
    const results = targetsToCheck(core, ctx.body).map((target) =>
      checkCode(core.codes, target, ctx.body.Purpose, ctx.body.Code),
    );
    const Valid = results.includes('ok');
    return { Valid, Expired: !Valid && results.includes('expired') };
  },
} satisfies ModuleHandlers;
