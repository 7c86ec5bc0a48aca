/**
 * What password recovery carries between /user/findPwd and /user/setPwd in the router's state
 * (never in the address): the account, where codes can go, and the code. The state is checked
 * when read, since history entries outlive the code that wrote them.
 */
import * as z from 'zod/mini';

const foundAccount = z.object({
  account: z.object({ Account: z.string(), AreaCode: z.optional(z.string()) }),
  shownAccount: z.string(),
  bind: z.object({
    Phone: z.nullable(z.string()),
    AreaCode: z.nullable(z.string()),
    Email: z.nullable(z.string()),
    GoogleEnabled: z.boolean(),
  }),
});
export type FoundAccount = z.infer<typeof foundAccount>;

/** /user/findPwd -> /user/setPwd: a checked code. */
const codeChecked = z.object({
  found: foundAccount,
  channel: z.enum(['email', 'sms']),
  code: z.string().check(z.regex(/^\d{6}$/)),
});
export type CodeChecked = z.infer<typeof codeChecked>;

/** /user/setPwd -> /user/findPwd: the code was refused after all (wrong or expired). */
const codeRefused = z.object({ found: foundAccount, refusedCode: z.enum(['20001', '20002']) });
export type CodeRefused = z.infer<typeof codeRefused>;

export const readCodeChecked = (state: unknown): CodeChecked | null => codeChecked.safeParse(state).data ?? null;
export const readCodeRefused = (state: unknown): CodeRefused | null => codeRefused.safeParse(state).data ?? null;
