/**
 * Customer module: sessions and sign-in (customer-sign-in.ts), verification codes
 * (customer-code-calls.ts), find password and lost security items (customer-recovery.ts),
 * and here registration and the "is it taken" checks of the registration form.
 */
import { nowIso } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import type { ModuleHandlers } from '../core/handler.ts';
import { useCode } from '../state/verification-codes.ts';
import { addCustomer, customerAtTarget, findByInviteCode } from './customer-accounts.ts';
import { codeCallHandlers } from './customer-code-calls.ts';
import { codeTarget } from './customer-codes.ts';
import { accountCodes } from './customer-faults.ts';
import { recoveryHandlers } from './customer-recovery.ts';
import { completeSignIn } from './customer-sessions.ts';
import { signInHandlers } from './customer-sign-in.ts';

const registrationHandlers = {
  customerRegisterUser: (ctx) => {
    const { RegisterType, Email, Phone, AreaCode, Password, Code, InviteCode } = ctx.body;
    const core = ctx.state.core;
    const target = RegisterType === 'email' ? codeTarget('email', Email!) : codeTarget('sms', Phone!, AreaCode);
    if (customerAtTarget(core.customers, target))
      throw new SandboxFault(codes.accountExists, 'An account already uses this phone or mail address');
    const inviter = InviteCode === undefined ? undefined : findByInviteCode(core.customers, InviteCode);
    if (InviteCode !== undefined && !inviter)
      throw new SandboxFault(accountCodes.inviteCodeUnknown, 'No customer has this invite code');
    useCode(core.codes, target, 'register', Code);
    const customer =
      RegisterType === 'email'
        ? addCustomer(core, { email: Email!, password: Password, invitedBy: inviter?.InviteCode })
        : addCustomer(core, { phone: Phone!, areaCode: AreaCode!, password: Password, invitedBy: inviter?.InviteCode });
    return completeSignIn(ctx.state, customer, ctx.headers);
  },

  customerIsExistPhone: (ctx) =>
    !!customerAtTarget(ctx.state.core.customers, codeTarget('sms', ctx.query.phone, ctx.query.areaCode)),

  customerIsExistEmail: (ctx) => !!customerAtTarget(ctx.state.core.customers, codeTarget('email', ctx.query.email)),

  customerCustomerCodeExist: (ctx) => !!findByInviteCode(ctx.state.core.customers, ctx.query.code),

  securityGetServerDate: () => nowIso(),
} satisfies ModuleHandlers;

export const customerHandlers = {
  ...signInHandlers,
  ...codeCallHandlers,
  ...recoveryHandlers,
  ...registrationHandlers,
} satisfies ModuleHandlers;
