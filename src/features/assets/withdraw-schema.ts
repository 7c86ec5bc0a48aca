/** The crypto withdrawal form's values and rules, built for the chosen coin, network and balance (messages are ids). */
import * as z from 'zod/mini';
import type { Decimal } from '../../lib/decimal.ts';
import type { ChainSetting } from './assets-api.ts';
import { amountProblem, fitsNetwork, type WithdrawLimits } from './withdraw-rules.ts';

export interface WithdrawValues {
  chain: string;
  address: string;
  memo: string;
  amount: string;
}

export const emptyWithdrawal: WithdrawValues = { chain: '', address: '', memo: '', amount: '' };

interface Context {
  chain: ChainSetting | undefined;
  limits: WithdrawLimits | null;
  available: Decimal | null;
}

export function withdrawSchema({ chain, limits, available }: Context) {
  return z
    .object({
      chain: z.string(),
      address: z.string(),
      memo: z.string().check(z.maxLength(64, 'assets.withdraw.error.memoLong')),
      amount: z.string(),
    })
    .check(
      z.superRefine((v, ctx) => {
        const issue = (path: keyof WithdrawValues, message: string) =>
          ctx.addIssue({ code: 'custom', path: [path], message, input: v[path] });
        if (!chain) return issue('chain', 'assets.withdraw.error.network');
        if (v.address.trim() === '') issue('address', 'assets.withdraw.error.addressRequired');
        else if (!fitsNetwork(v.address, chain)) issue('address', 'assets.withdraw.error.addressFormat');
        const problem = limits ? amountProblem(v.amount, limits, available) : 'required';
        if (problem) issue('amount', `assets.withdraw.error.${problem}`);
      }),
    );
}
