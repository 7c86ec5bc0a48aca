/**
 * The customer's identity verification: its status (GetCustomerCertified) and the application
 * check, asked for the level the UserType rule names. "Check again" reads the status anew
 * without the loading state; a submission's answer replaces it at once.
 */
import { useCallback, useState } from 'react';
import type { components } from '../../../generated/base.ts';
import type { ApiError } from '../../api/call.ts';
import { setAnswer } from '../../api/query-cache.ts';
import { useApiQuery } from '../../api/query.ts';
import { customerQuery } from '../../data/customer.ts';
import { reloadUser } from '../../session/display-currency.ts';
import { applicationQuery, certificationQuery, type CustomerCertified } from './account-api.ts';
import { applicationLevelName } from './kyc-rules.ts';

export interface Verification {
  certified: CustomerCertified;
  /** Null when the check could not be read; the page then goes by the status alone. */
  application: components['schemas']['UserApplicationCheck'] | null;
}

export type VerificationState =
  { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'ok'; data: Verification };

export function useVerification() {
  const certified = useApiQuery(certificationQuery());
  const user = useApiQuery(customerQuery());
  const application = useApiQuery(
    applicationQuery(user.data ? applicationLevelName(user.data.UserType, user.data.LevelName) : null),
  );
  const [checking, setChecking] = useState(false);
  /** When "check again" last read the status, to show that it was read. */
  const [checkedAt, setCheckedAt] = useState<number | null>(null);

  const failed = certified.error ?? user.error;
  const state: VerificationState = failed
    ? { status: 'error', error: failed }
    : certified.data && user.data && !application.isPending
      ? { status: 'ok', data: { certified: certified.data, application: application.data ?? null } }
      : { status: 'loading' };

  const checkAgain = useCallback(async () => {
    setChecking(true);
    const [next] = (await Promise.all([certified.refetch(), application.refetch()])) as [
      CustomerCertified | undefined,
      unknown,
    ];
    setChecking(false);
    setCheckedAt(Date.now());
    // A settled review changes the level and status the rest of the app shows.
    if (next && next.Status !== 'pending') await reloadUser();
  }, [certified, application]);

  const submitted = useCallback((answer: CustomerCertified) => setAnswer(certificationQuery().key, answer), []);

  const retry = () => {
    if (certified.isError) void certified.refetch();
    if (user.isError) void user.refetch();
  };

  return { state, checking, checkedAt, checkAgain, submitted, retry };
}
