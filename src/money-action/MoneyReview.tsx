/**
 * The review of a money action: exactly what will be sent (rows), the warnings, the confirmation
 * the account needs (its fields from the review's own form), Back and Confirm. A refusal shows on
 * its confirmation field or as one focused message; an outcome not known yet says where to check
 * and offers no way to send again. The dialog is in its own chunk, loaded once the page is idle,
 * so it is there before the customer asks for a review.
 */
import { useEffect } from 'react';
import { useT } from '../i18n/use-t.ts';
import { whenIdle } from '../lib/when-idle.ts';
import type { ReviewRow } from '../ui/ReviewDialog.tsx';
import type { MoneyReviewProps } from './money-review-props.ts';
import { splitComponent } from '../ui/split-component.ts';
import { Button } from '../ui/Button.tsx';
import { Deferred } from '../ui/Deferred.tsx';
import { FormAlert } from '../ui/FormAlert.tsx';

export type { MoneyReviewProps, ReviewRow };

const shown = new Set(['reviewing', 'sending', 'unknown']);

const Dialog = splitComponent<MoneyReviewProps<unknown, unknown>>(() => import('./MoneyReviewDialog.tsx'));

/** Loads the review's dialog now (a page that has been idle has it; a component test starts so). */
export const loadMoneyReview = (): Promise<unknown> => Dialog.load();

export function MoneyReview<R, T>(props: MoneyReviewProps<R, T>) {
  // Loaded ahead when idle; a failure here is said only if the customer asks for a review.
  useEffect(() => whenIdle(() => void loadMoneyReview().catch(() => undefined)), []);
  if (!shown.has(props.action.phase)) return null;
  // Each review starts with an empty confirmation; a refusal within it keeps what was typed. A
  // dialog that could not load says so, with the way back; the next review asks for it again.
  return (
    <Deferred
      key={props.action.reviews}
      failed={
        <ReviewUnavailable
          onBack={() => {
            Dialog.retry();
            props.action.back();
          }}
        />
      }
    >
      <Dialog {...(props as MoneyReviewProps<unknown, unknown>)} />
    </Deferred>
  );
}

/** Nothing was sent: the review itself did not come. */
function ReviewUnavailable({ onBack }: { onBack: () => void }) {
  const t = useT();
  return (
    <div>
      <FormAlert takeFocus>{t('common.partFailed')}</FormAlert>
      <Button variant="secondary" onClick={onBack}>
        {t('common.back')}
      </Button>
    </div>
  );
}
