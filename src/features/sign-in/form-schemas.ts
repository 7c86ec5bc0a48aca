/**
 * The rules of the sign-in forms (zod/mini). Every message is a message id, translated where the
 * error is shown. Accounts are a mail address or a phone number with its area code.
 */
import * as z from 'zod/mini';
import type { AccountRequest } from './types.ts';

export const accountKinds = ['email', 'phone'] as const;
export type AccountKind = (typeof accountKinds)[number];

/** The area code a phone field starts with (Nigeria, the home market). */
export const defaultAreaCode = '234';

export interface AccountValues {
  kind: AccountKind;
  email: string;
  areaCode: string;
  phone: string;
}

export const emptyAccount: AccountValues = { kind: 'email', email: '', areaCode: defaultAreaCode, phone: '' };

const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const phonePattern = /^\d{5,15}$/;

/** People type spaces and dashes in phone numbers; the calls take the digits only. */
export const phoneDigits = (typed: string): string => typed.replace(/[\s-]/g, '');

export const isEmail = (typed: string): boolean => emailPattern.test(typed.trim());
export const isPhone = (typed: string): boolean => phonePattern.test(phoneDigits(typed));

export const accountShape = { kind: z.enum(accountKinds), email: z.string(), areaCode: z.string(), phone: z.string() };

/** Checks the field of the chosen kind only; the other one may hold anything. */
export const accountCheck = z.superRefine((value: AccountValues, ctx) => {
  if (value.kind === 'email' && !isEmail(value.email)) {
    ctx.addIssue({
      code: 'custom',
      path: ['email'],
      input: value.email,
      message: value.email.trim() ? 'signIn.email.invalid' : 'signIn.email.required',
    });
  }
  if (value.kind === 'phone' && !isPhone(value.phone)) {
    ctx.addIssue({
      code: 'custom',
      path: ['phone'],
      input: value.phone,
      message: value.phone.trim() ? 'signIn.phone.invalid' : 'signIn.phone.required',
    });
  }
});

export function accountRequest(value: AccountValues): AccountRequest {
  return value.kind === 'email'
    ? { Account: value.email.trim() }
    : { Account: phoneDigits(value.phone), AreaCode: value.areaCode };
}

/** The password rules of the contract (8 to 32 characters, a letter and a digit), one by one for the live list. */
export const passwordRules = {
  length: (p: string) => p.length >= 8 && p.length <= 32,
  letter: (p: string) => /[A-Za-z]/.test(p),
  digit: (p: string) => /\d/.test(p),
} as const;
export type PasswordRule = keyof typeof passwordRules;

export const meetsPasswordRules = (p: string): boolean => Object.values(passwordRules).every((rule) => rule(p));

export const newPassword = z.string().check(z.refine(meetsPasswordRules, 'signIn.password.rules'));

export const sixDigitCode = z.string().check(z.regex(/^\d{6}$/, 'signIn.code.invalid'));

export const inviteCodePattern = /^[A-Za-z0-9]{4,16}$/;
