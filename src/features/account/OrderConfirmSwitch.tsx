/**
 * The order second-confirmation switch: flipping it opens a review of the change, which is sent
 * once (the money-action kit); a refusal shows under the switch, in view and focused.
 */
import { staleAfter } from './stale.ts';
import { useT } from '../../i18n/use-t.ts';
import { MoneyRefusal } from '../../money-action/MoneyRefusal.tsx';
import { MoneyReview } from '../../money-action/MoneyReview.tsx';
import { sendOperation } from '../../money-action/outcome.ts';
import { useMoneyAction } from '../../money-action/use-money-action.ts';
import { orderConfirmRefusals, setOrderConfirm, settingsHref } from './account-change.ts';

export function OrderConfirmSwitch({ on, onDone }: { on: boolean; onDone: (messageId: string) => void }) {
  const t = useT();
  const action = useMoneyAction<boolean, unknown>({
    send: ({ request }) =>
      sendOperation(setOrderConfirm, { params: { query: { Enable: request } } }, orderConfirmRefusals),
    changes: staleAfter.accountSettings,
    recordsHref: settingsHref(),
    onDone: (_, enable) => onDone(enable ? 'account.orderConfirm.turnedOn' : 'account.orderConfirm.turnedOff'),
  });
  const busy = action.phase === 'sending';

  return (
    <div className="switch-row">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        className="switch"
        onClick={() => action.review(!on)}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        <span className="switch__track" aria-hidden="true">
          <span className="switch__thumb" />
        </span>
        <span>{t('account.orderConfirm.switch')}</span>
      </button>
      <MoneyRefusal action={action} />
      <MoneyReview
        action={action}
        title={t('account.review.title')}
        rows={[
          {
            label: t('account.orderConfirm.title'),
            value: t(action.request ? 'account.review.orderConfirmOn' : 'account.review.orderConfirmOff'),
            emphasis: true,
          },
        ]}
        confirmLabel={t('account.save')}
        recordsLabel={t('account.review.checkSettings')}
      />
    </div>
  );
}
