/** The API key form's rules (messages are message ids): its label and IP whitelist; the confirmation is the review's. */
import * as z from 'zod/mini';
import { parseWhitelist } from './key-rules.ts';

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

export const keySchema = z.object({
  label: z
    .string()
    .check(z.trim(), z.minLength(1, 'apiKeys.form.labelRequired'), z.maxLength(32, 'apiKeys.form.labelLength')),
  trade: z.boolean(),
  withdraw: z.boolean(),
  whitelist,
});
export type KeyValues = z.infer<typeof keySchema>;
