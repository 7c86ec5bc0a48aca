/**
 * PersonalCenter module: here the security items (phone, mail address, password, PIN, Google
 * authenticator); the log, preferences and identity verification are in personal-center-profile.ts.
 */
import { now } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { signedIn, type ModuleHandlers } from '../core/handler.ts';
import { hashSecret, type Customer } from '../state/customers.ts';
import { endSession, type SessionStore } from '../state/sessions.ts';
import { useCode } from '../state/verification-codes.ts';
import { emailTaken, phoneTaken } from './customer-accounts.ts';
import { codeTarget, useCustomerCode } from './customer-codes.ts';
import { checkGoogleCode, checkPassword, checkPin } from './customer-security.ts';
import { profileHandlers } from './personal-center-profile.ts';
import { newTotpSecret, verifyTotp } from './totp.ts';

/** After a password change only the session that made it stays signed in. */
function endOtherSessions(store: SessionStore, customer: Customer, keepToken: string | undefined): void {
  for (const session of [...store.byToken.values()]) {
    if (session.customerId === customer.UserId && session.token !== keepToken) endSession(store, session);
  }
}

/** The label an authenticator app shows for the account. */
const authenticatorAccount = (customer: Customer) => customer.Email ?? `+${customer.AreaCode}${customer.Phone}`;

const securityItemHandlers = {
  personalCenterModifyPhone: (ctx) => {
    const customer = signedIn(ctx);
    const { NewPhone, NewAreaCode, Code } = ctx.body;
    const core = ctx.state.core;
    if (phoneTaken(core.customers, NewPhone, NewAreaCode, customer))
      throw new SandboxFault(codes.accountExists, 'Another account uses this phone');
    useCode(core.codes, codeTarget('sms', NewPhone, NewAreaCode), 'bindPhone', Code);
    customer.Phone = NewPhone;
    customer.AreaCode = NewAreaCode;
    return true;
  },

  personalCenterModifyEmail: (ctx) => {
    const customer = signedIn(ctx);
    const core = ctx.state.core;
    if (emailTaken(core.customers, ctx.body.NewEmail, customer))
      throw new SandboxFault(codes.accountExists, 'Another account uses this mail address');
    useCode(core.codes, codeTarget('email', ctx.body.NewEmail), 'bindEmail', ctx.body.Code);
    customer.Email = ctx.body.NewEmail;
    return true;
  },

  personalCenterModifyLoginPwd: (ctx) => {
    const customer = signedIn(ctx);
    checkPassword(customer, ctx.body.OldPassword);
    useCustomerCode(ctx.state.core.codes, customer, 'modifyPassword', ctx.body.Code);
    customer.passwordHash = hashSecret(ctx.body.NewPassword);
    endOtherSessions(ctx.state.core.sessions, customer, ctx.session?.token);
    return true;
  },

  personalCenterSetPIN: (ctx) => {
    const customer = signedIn(ctx);
    if (customer.pinHash) checkPin(customer, ctx.body.OldPin);
    useCustomerCode(ctx.state.core.codes, customer, 'setPin', ctx.body.Code);
    customer.pinHash = hashSecret(ctx.body.Pin);
    return true;
  },

  personalCenterGetGoogleTFA: (ctx) => {
    const customer = signedIn(ctx);
    if (customer.google.enabled) return { Secret: null, QrContent: null, Enabled: true };
    const secret = (customer.google.secret ??= newTotpSecret());
    const label = `exchange-web:${encodeURI(authenticatorAccount(customer))}`;
    return {
      Secret: secret,
      QrContent: `otpauth://totp/${label}?secret=${secret}&issuer=exchange-web`,
      Enabled: false,
    };
  },

  personalCenterSetGoogleTFA: (ctx) => {
    const customer = signedIn(ctx);
    const { Enable, GoogleCode, Code } = ctx.body;
    if (Enable === customer.google.enabled) {
      throw new SandboxFault(
        codes.invalidArgument,
        Enable ? 'The Google authenticator is already on' : 'The Google authenticator is not on',
      );
    }
    if (Enable && !customer.google.secret)
      throw new SandboxFault(codes.invalidArgument, 'Open the authenticator setup first to get a secret');
    checkGoogleCode(customer, GoogleCode);
    useCustomerCode(ctx.state.core.codes, customer, 'google', Code);
    customer.google = Enable ? { secret: customer.google.secret, enabled: true } : { secret: null, enabled: false };
    return true;
  },

  personalCenterAuthenticatorGoogle: (ctx) => {
    const secret = signedIn(ctx).google.secret;
    return { Valid: !!secret && verifyTotp(secret, ctx.query.Code, now()) };
  },
} satisfies ModuleHandlers;

export const personalCenterHandlers = {
  ...securityItemHandlers,
  ...profileHandlers,
} satisfies ModuleHandlers;
