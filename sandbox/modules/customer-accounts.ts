/** Finding, creating and describing customers, shared by the customer and personal-center calls. */
import { nowIso } from '../core/clock.ts';
import { defaultFiatCode, seedFiats } from '../seed/fiat.ts';
import type { CoreState } from '../state/core.ts';
import { hashSecret, type Customer, type CustomerStore } from '../state/customers.ts';
import { codeTarget, customerCodeTargets } from './customer-codes.ts';

/** The customer an account names: a mail address, or phone digits with or without the area code. */
export function findAccount(store: CustomerStore, account: string, areaCode?: string): Customer | undefined {
  const wanted = account.trim().toLowerCase();
  if (wanted.includes('@')) return store.list.find((c) => c.Email?.toLowerCase() === wanted);
  const digits = wanted.replace(/\D/g, '');
  return store.list.find(
    (c) =>
      c.Phone !== null &&
      (areaCode
        ? c.AreaCode === areaCode && c.Phone === digits
        : c.Phone === digits || `${c.AreaCode}${c.Phone}` === digits),
  );
}

/** The customer that receives codes at a target (see codeTarget), if any. */
export function customerAtTarget(store: CustomerStore, target: string): Customer | undefined {
  return store.list.find((c) => customerCodeTargets(c).includes(target));
}

export function phoneTaken(store: CustomerStore, phone: string, areaCode: string, except?: Customer): boolean {
  const owner = customerAtTarget(store, codeTarget('sms', phone, areaCode));
  return !!owner && owner !== except;
}

export function emailTaken(store: CustomerStore, email: string, except?: Customer): boolean {
  const owner = customerAtTarget(store, codeTarget('email', email));
  return !!owner && owner !== except;
}

export function findByInviteCode(store: CustomerStore, code: string): Customer | undefined {
  return store.list.find((c) => c.InviteCode.toLowerCase() === code.trim().toLowerCase());
}

export interface NewAccount {
  email?: string;
  phone?: string;
  areaCode?: string;
  password: string;
  invitedBy?: string;
}

const defaultFiat = seedFiats.find((f) => f.Code === defaultFiatCode)!;

/** Adds a customer as registration leaves one: unverified, no PIN, no authenticator. */
export function addCustomer(core: CoreState, account: NewAccount): Customer {
  const id = core.customers.nextId();
  const customer: Customer = {
    UserId: id,
    Phone: account.phone ?? null,
    AreaCode: account.phone ? (account.areaCode ?? null) : null,
    Email: account.email ?? null,
    passwordHash: hashSecret(account.password),
    UserType: 1,
    LevelName: 'Level 0',
    pinHash: null,
    google: { secret: null, enabled: false },
    InviteCode: `EX${id.toString(36).toUpperCase()}`,
    invitedBy: account.invitedBy ?? null,
    defaultVarietyId: defaultFiat.Id,
    orderSecondConfirm: false,
    uniqueCode: null,
    kyc: { status: 'none', country: null, rejectReason: null, reCert: false },
    currencyCode: defaultFiat.Code,
    createdAt: nowIso(),
  };
  core.customers.list.push(customer);
  return customer;
}

/** 8031234567 -> 803****567: enough for the customer to recognise it, not to learn it. */
export function maskPhone(phone: string): string {
  return phone.length <= 6
    ? `${phone.slice(0, 1)}****${phone.slice(-1)}`
    : `${phone.slice(0, 3)}****${phone.slice(-3)}`;
}

/** demo@example.com -> de**@example.com. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return `${email.slice(0, Math.min(2, at))}**${email.slice(at)}`;
}

export type SecurityItem = 'phone' | 'email' | 'google';

/** The security items bound to the account, the ones a recovery must account for. */
export function boundItems(customer: Customer): SecurityItem[] {
  const items: SecurityItem[] = [];
  if (customer.Phone) items.push('phone');
  if (customer.Email) items.push('email');
  if (customer.google.enabled) items.push('google');
  return items;
}
