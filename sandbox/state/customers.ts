/** Sandbox customers: accounts, security items and profile, with the seeded demo customer. */
import { createHash } from 'node:crypto';
import { counter } from '../core/ids.ts';
import { nowIso } from '../core/clock.ts';

export type KycStatus = 'none' | 'pending' | 'rejected' | 'passed';

export interface Customer {
  UserId: number;
  Phone: string | null;
  AreaCode: string | null;
  Email: string | null;
  passwordHash: string;
  /** 1: an individual with its own verification level; others use level 2. */
  UserType: number;
  LevelName: string;
  pinHash: string | null;
  google: { secret: string | null; enabled: boolean };
  InviteCode: string;
  invitedBy: string | null;
  defaultVarietyId: number;
  orderSecondConfirm: boolean;
  uniqueCode: string | null;
  kyc: { status: KycStatus; country: string | null; rejectReason: string | null; reCert: boolean };
  currencyCode: string;
  createdAt: string;
}

export const hashSecret = (secret: string): string => createHash('sha256').update(`sandbox:${secret}`).digest('hex');

/** The demo customer every sandbox starts with. */
export const demoCustomer = {
  email: 'demo@example.com',
  phone: '8031234567',
  areaCode: '234',
  password: 'Demo1234!',
  pin: '123456',
} as const;

export interface CustomerStore {
  list: Customer[];
  nextId: () => number;
}

export function createCustomerStore(): CustomerStore {
  const nextId = counter(100001);
  const demo: Customer = {
    UserId: nextId(),
    Phone: demoCustomer.phone,
    AreaCode: demoCustomer.areaCode,
    Email: demoCustomer.email,
    passwordHash: hashSecret(demoCustomer.password),
    UserType: 1,
    LevelName: 'Level 1',
    pinHash: hashSecret(demoCustomer.pin),
    google: { secret: null, enabled: false },
    InviteCode: 'DEMO2024',
    invitedBy: null,
    defaultVarietyId: 1,
    orderSecondConfirm: false,
    uniqueCode: null,
    kyc: { status: 'passed', country: 'NG', rejectReason: null, reCert: false },
    currencyCode: 'NGN',
    createdAt: nowIso(),
  };
  return { list: [demo], nextId };
}

export function findCustomerByAccount(store: CustomerStore, account: string): Customer | undefined {
  const a = account.trim().toLowerCase();
  return store.list.find((c) => c.Email?.toLowerCase() === a || c.Phone === a || `${c.AreaCode}${c.Phone}` === a);
}

export function findCustomerById(store: CustomerStore, id: number): Customer | undefined {
  return store.list.find((c) => c.UserId === id);
}
