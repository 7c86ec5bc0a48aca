/**
 * Identity verification as the sandbox reviews it: a submission is pending, and the first read
 * of the status more than 5 seconds later settles it. A LastName of "Reject" is rejected, any
 * other passes, so that browser tests can see each state.
 */
import { now } from '../core/clock.ts';
import type { Customer } from '../state/customers.ts';
import type { SandboxState } from '../state/index.ts';

export const reviewDelayMs = 5_000;

type Language = 'en' | 'fr' | 'zh-CN' | 'zh-Hant';

/** Kept in English on the customer record; translated when the customer reads it. */
const rejectReason = 'The name on the document does not match the name entered.';
const rejectReasons: Record<Language, string> = {
  en: rejectReason,
  fr: 'Le nom figurant sur le document ne correspond pas au nom saisi.',
  'zh-CN': '证件上的姓名与填写的姓名不一致。',
  'zh-Hant': '證件上的姓名與填寫的姓名不一致。',
};

export function settleVerification(state: SandboxState, customer: Customer): void {
  const submission = state.personalCenter.submissions.get(customer.UserId);
  if (customer.kyc.status !== 'pending' || !submission || now() - submission.submittedAt <= reviewDelayMs) return;
  submission.reviewedAt = now();
  if (submission.LastName.trim().toLowerCase() === 'reject') {
    customer.kyc = { ...customer.kyc, status: 'rejected', rejectReason };
    return;
  }
  customer.kyc = { ...customer.kyc, status: 'passed', rejectReason: null, reCert: false };
  if (customer.LevelName === 'Level 0') customer.LevelName = 'Level 1';
}

const isoOrNull = (ms: number | null | undefined) => (ms ? new Date(ms).toISOString() : null);

/** The verification as GetCustomerCertified and CommitVerifyIdentity answer it. */
export function certifiedOf(state: SandboxState, customer: Customer, language: Language) {
  settleVerification(state, customer);
  const submission = state.personalCenter.submissions.get(customer.UserId);
  const reason = customer.kyc.rejectReason;
  return {
    Status: customer.kyc.status,
    RejectReason: reason === null ? null : reason === rejectReason ? rejectReasons[language] : reason,
    Country: submission?.Country ?? customer.kyc.country,
    FirstName: submission?.FirstName ?? null,
    LastName: submission?.LastName ?? null,
    IdType: submission?.IdType ?? null,
    SubmitTime: isoOrNull(submission?.submittedAt),
    ReviewTime: isoOrNull(submission?.reviewedAt),
    LevelName: customer.LevelName,
  };
}
