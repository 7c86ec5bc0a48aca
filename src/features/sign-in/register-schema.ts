/** The registration form's rules: the account, its code, a new password, an optional invite code, the agreement. */
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import {
  accountCheck,
  accountShape,
  emptyAccount,
  inviteCodePattern,
  newPassword,
  phoneDigits,
  sixDigitCode,
  type AccountValues,
} from './form-schemas.ts';

export const registerSchema = z
  .object({
    ...accountShape,
    code: sixDigitCode,
    password: newPassword,
    inviteCode: z
      .string()
      .check(z.refine((code) => code.trim() === '' || inviteCodePattern.test(code.trim()), 'signIn.invite.invalid')),
    agree: z.boolean().check(z.refine((agreed) => agreed, 'signIn.register.agreeRequired')),
  })
  .check(accountCheck);

export type RegisterValues = AccountValues & { code: string; password: string; inviteCode: string; agree: boolean };

export const registerDefaults = (inviteCode: string): RegisterValues => ({
  ...emptyAccount,
  code: '',
  password: '',
  inviteCode,
  agree: false,
});

/** The mail address or phone the server said is already registered (compared as the server would). */
export const accountKey = (values: AccountValues): string =>
  values.kind === 'email' ? values.email.trim().toLowerCase() : `${values.areaCode}:${phoneDigits(values.phone)}`;

/** Accounts found already registered, by accountKey: the form's context. */
export type TakenAccounts = ReadonlySet<string>;

const rules = zodResolver(registerSchema);

/**
 * The rules, plus "already registered" for an account the server named taken: a validation run
 * would otherwise clear that error while the value is still the taken one.
 */
export const registerResolver: Resolver<RegisterValues, TakenAccounts> = async (values, taken, options) => {
  const result = await rules(values, taken, options);
  const field = values.kind;
  if (!taken?.has(accountKey(values)) || result.errors[field]) return result;
  return {
    values: {},
    errors: { ...result.errors, [field]: { type: 'taken', message: `signIn.register.taken.${field}` } },
  };
};
