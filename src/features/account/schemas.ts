/**
 * The account forms' rules, as zod/mini schemas whose messages are message ids (translated when
 * shown). The patterns are the contract's, so a form refuses locally what the server would refuse.
 */
import * as z from 'zod/mini';

const sixDigits = /^\d{6}$/;
const password = /^(?=.*[A-Za-z])(?=.*\d).{8,32}$/;
const mailAddress = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

const code = z.string().check(z.regex(sixDigits, 'account.form.codeFormat'));
const pin = z.string().check(z.regex(sixDigits, 'account.form.pinFormat'));

const matches = <T extends Record<string, string>>(field: keyof T & string, other: keyof T & string, message: string) =>
  z.refine<T>((v) => v[field] === v[other], { message, path: [other] });

/** Set a PIN (no old one) or change it (the old one is needed). */
export const pinSchema = (hasPin: boolean) =>
  z
    .object({ oldPin: hasPin ? pin : z.string(), pin, confirmPin: z.string(), code })
    .check(matches('pin', 'confirmPin', 'account.form.pinMismatch'));
export type PinValues = z.infer<ReturnType<typeof pinSchema>>;

export const passwordSchema = z
  .object({
    oldPassword: z.string().check(z.minLength(1, 'account.form.required')),
    newPassword: z.string().check(z.regex(password, 'account.form.passwordFormat')),
    confirmPassword: z.string(),
    code,
  })
  .check(matches('newPassword', 'confirmPassword', 'account.form.passwordMismatch'));
export type PasswordValues = z.infer<typeof passwordSchema>;

export const phoneFields = {
  areaCode: z.string().check(z.trim(), z.regex(/^\d{1,4}$/, 'account.form.areaCodeFormat')),
  phone: z.string().check(z.trim(), z.regex(/^\d{5,15}$/, 'account.form.phoneFormat')),
};
export const phoneSchema = z.object({ ...phoneFields, code });
export type PhoneValues = z.infer<typeof phoneSchema>;

export const emailField = z
  .string()
  .check(z.trim(), z.maxLength(128, 'account.form.emailFormat'), z.regex(mailAddress, 'account.form.emailFormat'));
export const emailSchema = z.object({ email: emailField, code });
export type EmailValues = z.infer<typeof emailSchema>;

export const uniqueCodeSchema = z.object({
  uniqueCode: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_]{6,20}$/, 'account.form.uniqueCodeFormat')),
});
export type UniqueCodeValues = z.infer<typeof uniqueCodeSchema>;

/** Switch the Google authenticator on or off: its current code and a code sent to the customer. */
export const googleSchema = z.object({
  googleCode: z.string().check(z.regex(sixDigits, 'account.form.googleCodeFormat')),
  code,
});
export type GoogleValues = z.infer<typeof googleSchema>;
