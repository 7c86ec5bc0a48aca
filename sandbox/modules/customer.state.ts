/**
 * What the customer calls remember: sign-ins waiting for their second step, security-item
 * tickets, the sign-in log, and which accounts sign in "from a new place". Seeds two more
 * customers beside the demo one: one with the Google authenticator on, one whose sign-ins
 * always count as remote.
 */
import { now } from '../core/clock.ts';
import { counter } from '../core/ids.ts';
import type { CoreState } from '../state/core.ts';
import { addCustomer, type SecurityItem } from './customer-accounts.ts';

export const seededAccounts = {
  twofa: { email: 'twofa@example.com', password: 'Twofa1234!', googleSecret: 'JBSWY3DPEHPK3PXP' },
  remote: { email: 'remote@example.com', password: 'Remote1234!' },
} as const;

export interface LoginLogEntry {
  Id: number;
  customerId: number;
  LoginTime: string;
  Ip: string;
  DeviceId: string;
  Client: string;
}

export type SecondStep = 'google' | 'sms' | 'email';

export interface PendingSignIn {
  customerId: number;
  verifyType: SecondStep;
  expiresAt: number;
}

export interface SecurityTicket {
  customerId: number;
  proved: SecurityItem[];
  expiresAt: number;
}

export interface CustomerState {
  /** Customers whose every sign-in counts as from a new place and needs a mailed code. */
  remoteCustomerIds: Set<number>;
  pendingSignIns: Map<string, PendingSignIn>;
  securityTickets: Map<string, SecurityTicket>;
  loginLog: LoginLogEntry[];
  nextLogId: () => number;
}

const day = 24 * 3_600_000;

/** Earlier sign-ins of the demo customer, so that the log page has history. */
const demoHistory: [daysAgo: number, ip: string, deviceId: string][] = [
  [21, '102.89.34.17', 'web-4be1c09a7d31'],
  [9, '102.89.34.17', 'web-4be1c09a7d31'],
  [4, '197.210.55.82', 'web-91f0d2c6e8a4'],
  [1, '102.89.34.17', 'web-4be1c09a7d31'],
];

export function createCustomerState(core: CoreState): CustomerState {
  const twofa = addCustomer(core, { email: seededAccounts.twofa.email, password: seededAccounts.twofa.password });
  twofa.google = { secret: seededAccounts.twofa.googleSecret, enabled: true };
  const remote = addCustomer(core, { email: seededAccounts.remote.email, password: seededAccounts.remote.password });
  const nextLogId = counter(1);
  const demoId = core.customers.list[0].UserId;
  const loginLog = demoHistory.map(([daysAgo, Ip, DeviceId]) => ({
    Id: nextLogId(),
    customerId: demoId,
    LoginTime: new Date(now() - daysAgo * day).toISOString(),
    Ip,
    DeviceId,
    Client: 'Web',
  }));
  return {
    remoteCustomerIds: new Set([remote.UserId]),
    pendingSignIns: new Map(),
    securityTickets: new Map(),
    loginLog,
    nextLogId,
  };
}
