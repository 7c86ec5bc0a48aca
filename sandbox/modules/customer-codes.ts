/**
 * Where verification codes go and how a customer's own codes are checked. Every module that asks
 * for an SMS or mail code (withdrawals, API keys, security settings) uses these two helpers, so
 * that a code sent by Security/SendVerifyCode is found again under the same target.
 */
import { SandboxFault, codes } from '../core/fault.ts';
import type { Customer } from '../state/customers.ts';
import { checkCode, latestCode, type CodeStore } from '../state/verification-codes.ts';

export type CodeChannel = 'sms' | 'email';

/** The purposes a code may be sent for; each check names the purpose it accepts. */
export const codePurposes = [
  'register',
  'login',
  'findPwd',
  'bindPhone',
  'bindEmail',
  'modifyPassword',
  'setPin',
  'securityItem',
  'google',
  'apiKey',
  'withdraw',
  'fiatWithdraw',
] as const;
export type CodePurpose = (typeof codePurposes)[number];

/** The key a code is filed under: the mail address, or the area code and phone digits, lower-cased. */
export function codeTarget(type: CodeChannel, target: string, areaCode?: string | null): string {
  if (type === 'email') return target.trim().toLowerCase();
  const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');
  return `${digits(areaCode)}${digits(target)}`;
}

/** The targets a customer can receive codes at: the bound mail address and the bound phone. */
export function customerCodeTargets(customer: Customer): string[] {
  const targets: string[] = [];
  if (customer.Email) targets.push(codeTarget('email', customer.Email));
  if (customer.Phone) targets.push(codeTarget('sms', customer.Phone, customer.AreaCode));
  return targets;
}

/**
 * Checks and spends a code the customer received at either bound item (the customer picks the
 * channel in the form, the backend accepts both), or throws wrongCode / codeExpired.
 */
export function useCustomerCode(store: CodeStore, customer: Customer, purpose: CodePurpose, code: string): void {
  const results = customerCodeTargets(customer).map((target) => ({
    target,
    result: checkCode(store, target, purpose, code),
  }));
  const ok = results.find((r) => r.result === 'ok');
  if (ok) {
    latestCode(store, ok.target, purpose)!.used = true;
    return;
  }
  if (results.some((r) => r.result === 'expired'))
    throw new SandboxFault(codes.codeExpired, 'The verification code has expired');
  throw new SandboxFault(codes.wrongCode, 'The verification code is wrong');
}
