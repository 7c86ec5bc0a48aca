/**
 * A crypto withdrawal's send on the money-action kit: apply once, then confirm that withdrawal. A
 * refused confirmation keeps the applied withdrawal (`progress`), so the next try confirms it
 * without applying again; an account asked for more codes than expected gets those fields.
 */
import type { FactorProof, SecurityFactor } from '../../lib/security-factors.ts';
import { sendOperation, type SendOutcome } from '../../money-action/outcome.ts';
import { applyWithdrawal, confirmWithdrawal, type Withdrawal } from './withdraw-api.ts';
import { applyRefusals, confirmRefusals } from './withdraw-refusals.ts';
import type { WithdrawValues } from './withdraw-schema.ts';

interface WithdrawalSend {
  request: WithdrawValues;
  proof: FactorProof;
  progress: unknown;
}

type ConfirmBody = { EmailCode: string; Pin: string; GoogleCode?: string };

export function withdrawalSend(coinId: number, factors: readonly SecurityFactor[]) {
  return async ({ request, proof, progress }: WithdrawalSend): Promise<SendOutcome<Withdrawal>> => {
    let rid = typeof progress === 'string' ? progress : null;
    if (!rid) {
      const memo = request.memo.trim();
      const applied = await sendOperation(
        applyWithdrawal,
        {
          body: {
            CoinId: coinId,
            Chain: request.chain,
            Address: request.address.trim(),
            Amount: request.amount,
            ...(memo ? { Memo: memo } : {}),
          },
        },
        applyRefusals,
      );
      if (applied.kind !== 'done') return applied;
      rid = applied.result.Rid;
      const asked = applied.result.NeedVerify as SecurityFactor[];
      if (asked.some((factor) => !factors.includes(factor)))
        return {
          kind: 'refused',
          refusal: { id: 'assets.withdraw.moreFactors', at: 'review' },
          progress: rid,
          factors: asked,
        };
    }
    const confirmed = await sendOperation(
      confirmWithdrawal,
      { params: { query: { rid } }, body: proof as ConfirmBody },
      confirmRefusals,
    );
    return confirmed.kind === 'refused' ? { ...confirmed, progress: rid } : confirmed;
  };
}
