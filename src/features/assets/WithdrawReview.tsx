/** The review of a crypto withdrawal: network, address, memo, fee, what is taken and what arrives, then the codes. */
import { MoneyReview } from '../../money-action/MoneyReview.tsx';
import type { MoneyAction } from '../../money-action/use-money-action.ts';
import { Figure } from '../../ui/Figure.tsx';
import { mailWithdrawalCode, type Withdrawal } from './withdraw-api.ts';
import { maskEmail } from '../../lib/mask.ts';
import { totalDebit, type WithdrawLimits } from './withdraw-rules.ts';
import type { WithdrawValues } from './withdraw-schema.ts';
import { useT } from '../../i18n/use-t.ts';

interface WithdrawReviewProps {
  action: MoneyAction<WithdrawValues, Withdrawal>;
  coin: { code: string; precision: number };
  limits: WithdrawLimits | null;
  email: string;
  setPinHref: string;
}

export function WithdrawReview({ action, coin, limits, email, setPinHref }: WithdrawReviewProps) {
  const t = useT();
  const values = action.request;
  if (!values || !limits) return null;
  const amount = (value: Parameters<typeof Figure>[0]['value']) => (
    <Figure kind="amount" value={value} precision={coin.precision} unit={coin.code} />
  );
  const memo = values.memo.trim();
  return (
    <MoneyReview
      action={action}
      title={t('assets.withdraw.reviewTitle', { coin: coin.code })}
      rows={[
        { label: t('assets.form.network'), value: values.chain },
        { label: t('assets.withdraw.address'), value: <span className="assets-code">{values.address.trim()}</span> },
        ...(memo ? [{ label: t('assets.withdraw.memo'), value: <span className="assets-code">{memo}</span> }] : []),
        { label: t('assets.withdraw.fee'), value: amount(limits.fee) },
        { label: t('assets.withdraw.total'), value: amount(totalDebit(values.amount, limits)) },
        { label: t('assets.withdraw.receive'), value: amount(values.amount), emphasis: true },
      ]}
      warnings={[t('assets.withdraw.reviewWarning', { chain: values.chain })]}
      confirmLabel={t('assets.withdraw.confirm')}
      setPinHref={setPinHref}
      onSendCode={{ email: () => mailWithdrawalCode(email, 'withdraw') }}
      sentTo={{ email: maskEmail(email) }}
    />
  );
}
