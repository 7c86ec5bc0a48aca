/** The API key forms' rules (messages are message ids): create and edit share them, delete asks only the confirmation. */
import * as z from 'zod/mini';
import { parseWhitelist } from './key-rules.ts';

const sixDigits = /^\d{6}$/;

const confirmation = {
  factor: z.enum(['pin', 'google', '']),
  pin: z.string(),
  googleCode: z.string(),
};

/** The chosen factor's field must hold six digits; no factor at all cannot confirm anything. */
type Confirmation = { factor: string; pin: string; googleCode: string };
const confirmed = [
  z.refine<Confirmation>((v) => v.factor !== 'pin' || sixDigits.test(v.pin), {
    message: 'apiKeys.form.pinFormat',
    path: ['pin'],
  }),
  z.refine<Confirmation>((v) => v.factor !== 'google' || sixDigits.test(v.googleCode), {
    message: 'apiKeys.form.googleFormat',
    path: ['googleCode'],
  }),
  z.refine<Confirmation>((v) => v.factor !== '', { message: 'apiKeys.error.noFactor', path: ['factor'] }),
];

const whitelist = z.string().check(
  z.superRefine((text, ctx) => {
    const parsed = parseWhitelist(text);
    if (!parsed.ok)
      ctx.addIssue({
        code: 'custom',
        message: parsed.problem === 'tooMany' ? 'apiKeys.form.whitelistTooMany' : 'apiKeys.form.whitelistInvalid',
        input: text,
      });
  }),
);

export const keySchema = z
  .object({
    label: z
      .string()
      .check(z.trim(), z.minLength(1, 'apiKeys.form.labelRequired'), z.maxLength(32, 'apiKeys.form.labelLength')),
    trade: z.boolean(),
    withdraw: z.boolean(),
    whitelist,
    ...confirmation,
  })
  .check(...confirmed);
export type KeyValues = z.infer<typeof keySchema>;

export const confirmSchema = z.object(confirmation).check(...confirmed);
export type ConfirmValues = z.infer<typeof confirmSchema>;
