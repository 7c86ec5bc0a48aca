/** The knobs of money movements: a deposit arrives, a withdrawal is refused, a pay-in is settled. */
import { z } from 'zod';
import type { Sandbox } from '../core/sandbox.ts';
import { coinByCode } from '../seed/coins.ts';
import { withdrawalRefusedReason } from '../seed/assets-l10n.ts';
import type { Texts } from '../seed/digital-fiat-catalog.ts';
import { arriveDeposit } from '../modules/assets-deposit.ts';
import { refuseWithdrawal } from '../modules/assets-withdraw.ts';
import { settlePayIn, type PayInOutcome } from '../modules/digital-fiat.ts';
import { demoCustomer, findCustomerByAccount, type Customer } from '../state/customers.ts';
import { KnobError, type Route } from './knob-route.ts';

const account = z.string().default(demoCustomer.email);
const sameText = (text: string): Texts => ({ en: text, fr: text, 'zh-CN': text, 'zh-Hant': text });

function customerOf(sandbox: Sandbox, email: string): Customer {
  const customer = findCustomerByAccount(sandbox.state.core.customers, email);
  if (!customer) throw new KnobError(404, `No account ${email}`);
  return customer;
}

export const assetsKnobRoutes: Record<string, Route> = {
  deposit: {
    method: 'POST',
    schema: z.object({
      account,
      coin: z.string().min(1),
      chain: z.string().optional(),
      amount: z.string().regex(/^\d{1,16}(\.\d{1,18})?$/),
      credit: z.boolean().default(false),
    }),
    run: (s, input: { account: string; coin: string; chain?: string; amount: string; credit: boolean }) => {
      const coin = coinByCode(input.coin.toUpperCase());
      if (!coin) throw new KnobError(404, `No coin ${input.coin}`);
      const chain = input.chain ?? coin.Chains[0];
      if (!coin.Chains.includes(chain)) throw new KnobError(400, `${coin.Code} moves on ${coin.Chains.join(', ')}`);
      const deposit = arriveDeposit(s.state, customerOf(s, input.account), coin, chain, input.amount, input.credit);
      return {
        id: deposit.id,
        txId: deposit.txId,
        status: deposit.status,
        creditAt: new Date(deposit.creditAt).toISOString(),
      };
    },
  },
  withdrawal: {
    method: 'POST',
    schema: z.object({
      account,
      outcome: z.literal('refused'),
      rid: z.string().optional(),
      reason: z.string().min(1).optional(),
    }),
    run: (s, input: { account: string; rid?: string; reason?: string }) => {
      const refused = refuseWithdrawal(
        s.state,
        customerOf(s, input.account).UserId,
        input.reason ? sameText(input.reason) : withdrawalRefusedReason,
        input.rid,
      );
      if (!refused) throw new KnobError(404, 'No confirmed withdrawal waiting to complete');
      return { rid: String(refused.id), status: refused.status };
    },
  },
  'pay-in': {
    method: 'POST',
    schema: z.object({
      account,
      outcome: z.enum(['paid', 'failed', 'expired']),
      orderId: z.string().optional(),
      reason: z.string().min(1).optional(),
    }),
    run: (s, input: { account: string; outcome: PayInOutcome; orderId?: string; reason?: string }) => {
      const order = settlePayIn(
        s.state,
        customerOf(s, input.account).UserId,
        input.outcome,
        input.orderId,
        input.reason ? sameText(input.reason) : undefined,
      );
      if (!order) throw new KnobError(404, 'No pending pay-in order');
      return { orderId: order.orderId, status: order.status };
    },
  },
};
