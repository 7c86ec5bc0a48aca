/** What a page gives its money review (MoneyReview.tsx) and the review's dialog draws (MoneyReviewDialog.tsx). */
import type { ReviewRow } from '../ui/ReviewDialog.tsx';
import type { MoneyAction } from './use-money-action.ts';

type SendCode = () => Promise<{ resendSeconds: number } | null>;

export interface MoneyReviewProps<R, T> {
  action: MoneyAction<R, T>;
  title: string;
  rows: readonly ReviewRow[];
  warnings?: readonly string[];
  confirmLabel: string;
  /** Where the PIN is set (with the way back) when the account has nothing to confirm with. */
  setPinHref?: string;
  /** Sends the mailed or texted code; where it goes, as the customer recognises it. */
  onSendCode?: Partial<Record<'email' | 'sms', SendCode>>;
  sentTo?: Partial<Record<'email' | 'sms', string>>;
  /** Names the records link of an outcome not known (the records of this action by default). */
  recordsLabel?: string;
}
