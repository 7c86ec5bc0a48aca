/** The user info of a customer, and how a sign-in ends: signed in, or waiting for a second step. */
import { now, nowIso } from '../core/clock.ts';
import type { DataOf, Operations } from '../core/handler.ts';
import { randomToken } from '../core/ids.ts';
import type { Customer } from '../state/customers.ts';
import type { SandboxState } from '../state/index.ts';
import { issueSession } from '../state/sessions.ts';
import type { SecondStep } from './customer.state.ts';
import { settleVerification } from './personal-center-kyc.ts';

export type UserInfo = DataOf<Operations['customerGetCustomerWithBaseResponse']>;
export type SignInResult = DataOf<Operations['customerSignIn']>;

/** How long the second step of a sign-in may take. */
const secondStepMs = 5 * 60_000;

export function userInfoOf(state: SandboxState, customer: Customer): UserInfo {
  settleVerification(state, customer);
  return {
    HasPassedLoginValidation: true,
    UserId: customer.UserId,
    Phone: customer.Phone,
    Email: customer.Email,
    AreaCode: customer.AreaCode,
    UserType: customer.UserType,
    LevelName: customer.LevelName,
    KycStatus: customer.kyc.status,
    HasPin: customer.pinHash !== null,
    GoogleEnabled: customer.google.enabled,
    InviteCode: customer.InviteCode,
    DefaultVarietyId: customer.defaultVarietyId,
    CurrencyCode: customer.currencyCode,
    OrderSecondConfirm: customer.orderSecondConfirm,
    UniqueCode: customer.uniqueCode,
  };
}

/** The second step a password sign-in needs: the authenticator first, else a code for a new place. */
export function secondStepOf(state: SandboxState, customer: Customer): SecondStep | null {
  if (customer.google.enabled) return 'google';
  if (state.customer.remoteCustomerIds.has(customer.UserId)) return customer.Email ? 'email' : 'sms';
  return null;
}

export function awaitSecondStep(state: SandboxState, customer: Customer, verifyType: SecondStep): SignInResult {
  const VerifyToken = randomToken();
  state.customer.pendingSignIns.set(VerifyToken, {
    customerId: customer.UserId,
    verifyType,
    expiresAt: now() + secondStepMs,
  });
  return {
    HasPassedLoginValidation: false,
    Token: null,
    RefreshToken: null,
    UserInfo: null,
    VerifyType: verifyType,
    VerifyToken,
  };
}

/** Issues the session and writes the sign-in to the customer's log. */
export function completeSignIn(state: SandboxState, customer: Customer, headers: Record<string, string>): SignInResult {
  const session = issueSession(state.core.sessions, customer.UserId);
  const log = state.customer.loginLog;
  log.push({
    Id: state.customer.nextLogId(),
    customerId: customer.UserId,
    LoginTime: nowIso(),
    Ip: '127.0.0.1',
    DeviceId: headers.deviceid ?? 'unknown',
    Client: 'Web',
  });
  return {
    HasPassedLoginValidation: true,
    Token: session.token,
    RefreshToken: session.refreshToken,
    UserInfo: userInfoOf(state, customer),
    VerifyType: null,
    VerifyToken: null,
  };
}
