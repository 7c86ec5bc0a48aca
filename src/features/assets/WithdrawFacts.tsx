/** What the typed withdrawal comes to, recomputed as the customer types: fee, amount received, total, limits. */
import { toDecimal } from '../../lib/decimal.ts';
import { Figure } from '../../ui/Figure.tsx';
import { totalDebit, type WithdrawLimits } from './withdraw-rules.ts';
import { useT } from '../../i18n/use-t.ts';

export function WithdrawFacts({
  amount,
  limits,
  code,
  precision,
}: {
  amount: string;
  limits: WithdrawLimits;
  code: string;
  precision: number;
}) {
  const t = useT();
  const figure = (value: ReturnType<typeof toDecimal>) => (
    <Figure kind="amount" value={value} precision={precision} unit={code} />
  );
  const typed = toDecimal(amount);
  const rows: [string, ReturnType<typeof toDecimal>][] = [
    ['assets.withdraw.fee', limits.fee],
    ['assets.withdraw.receive', typed],
    ['assets.withdraw.total', typed ? totalDebit(amount, limits) : null],
    ['assets.withdraw.minimum', limits.min],
    ['assets.withdraw.maximum', limits.maxSingle],
    ['assets.withdraw.dailyLeft', limits.dailyRemaining],
  ];
  return (
    <dl className="assets-facts">
      {rows.map(([id, value]) => (
        <div key={id}>
          <dt>{t(id)}</dt>
          <dd>{figure(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
