/** Sessions and sign-in: password, second step, login QR code, refresh and sign-out. */
import { now } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { signedIn, type ModuleHandlers } from '../core/handler.ts';
import { demoCustomer, findCustomerById, hashSecret } from '../state/customers.ts';
import type { SandboxState } from '../state/index.ts';
import { readLoginQr, createLoginQr } from '../state/login-qr.ts';
import { endSession, rotateSession } from '../state/sessions.ts';
import { useCode } from '../state/verification-codes.ts';
import { findAccount } from './customer-accounts.ts';
import { codeTarget } from './customer-codes.ts';
import { accountCodes } from './customer-faults.ts';
import { checkGoogleCode } from './customer-security.ts';
import { awaitSecondStep, completeSignIn, secondStepOf, userInfoOf, type SignInResult } from './customer-sessions.ts';

/** Completes a sign-in that waits for its second step (SecurityVerify scene login). */
export function finishSecondStep(
  state: SandboxState,
  headers: Record<string, string>,
  verifyToken: string,
  code: string,
): SignInResult {
  const pending = state.customer.pendingSignIns.get(verifyToken);
  const customer =
    pending && pending.expiresAt > now() ? findCustomerById(state.core.customers, pending.customerId) : undefined;
  if (!pending || !customer)
    throw new SandboxFault(accountCodes.verifyTokenInvalid, 'The sign-in has expired; sign in again');
  if (pending.verifyType === 'google') checkGoogleCode(customer, code);
  else if (pending.verifyType === 'email')
    useCode(state.core.codes, codeTarget('email', customer.Email!), 'login', code);
  else useCode(state.core.codes, codeTarget('sms', customer.Phone!, customer.AreaCode), 'login', code);
  state.customer.pendingSignIns.delete(verifyToken);
  return completeSignIn(state, customer, headers);
}

export const signInHandlers = {
  customerSignIn: (ctx) => {
    const customer = findAccount(ctx.state.core.customers, ctx.body.Account, ctx.body.AreaCode);
    // An unknown account gets the same answer as a wrong password, so sign-in does not reveal accounts.
    if (!customer || customer.passwordHash !== hashSecret(ctx.body.Password)) {
      throw new SandboxFault(codes.wrongPassword, 'The account or password is wrong');
    }
    const step = secondStepOf(ctx.state, customer);
    return step ? awaitSecondStep(ctx.state, customer, step) : completeSignIn(ctx.state, customer, ctx.headers);
  },

  customerCheckIsRemoteLogIn: (ctx) => {
    const customer = findAccount(ctx.state.core.customers, ctx.body.Account, ctx.body.AreaCode);
    const IsRemote = !!customer && ctx.state.customer.remoteCustomerIds.has(customer.UserId);
    return { IsRemote, VerifyType: IsRemote ? (customer!.Email ? 'email' : 'sms') : null };
  },

  customerGetLoginQR: (ctx) => {
    const store = ctx.state.core.loginQr;
    const qr = createLoginQr(store);
    return { QrId: qr.qrId, QrContent: `exchange-web://login?qrId=${qr.qrId}`, ExpireSeconds: store.lifetimeMs / 1000 };
  },

  customerCheckQrStatus: (ctx) => {
    const qr = readLoginQr(ctx.state.core.loginQr, ctx.body.QrId);
    if (!qr) throw new SandboxFault(codes.notFound, 'No such login QR code');
    if (qr.status !== 'confirmed') return { Status: qr.status, SignIn: null };
    // The phone app confirms for a signed-in account; the knob names it, else the demo customer.
    const customers = ctx.state.core.customers;
    const customer =
      (qr.customerId !== null ? findCustomerById(customers, qr.customerId) : undefined) ??
      findAccount(customers, demoCustomer.email)!;
    qr.status = 'expired';
    return { Status: 'confirmed', SignIn: completeSignIn(ctx.state, customer, ctx.headers) };
  },

  customerRefresh: (ctx) => {
    const session = rotateSession(ctx.state.core.sessions, ctx.query.refreshToken);
    if (!session) throw new SandboxFault(401, 'The refresh token is not valid', 401);
    return { Token: session.token, RefreshToken: session.refreshToken };
  },

  customerLogOut: (ctx) => {
    if (ctx.session) endSession(ctx.state.core.sessions, ctx.session);
    return true;
  },

  customerGetCustomerWithBaseResponse: (ctx) => userInfoOf(ctx.state, signedIn(ctx)),
} satisfies ModuleHandlers;
