/**
 * The customer's identity verification: its status (GetCustomerCertified) and the application
 * check, asked for the level the UserType rule names, as one query's state (a failed check counts
 * as none). "Check again" reads the status anew without the loading state; a submission's answer
 * replaces it at once.
 */
import { useCallback, useState } from 'react';
import type { components } from '../../../generated/base.ts';
import { setAnswer } from '../../api/query-cache.ts';
import { useApiQuery, type QueryState } from '../../api/query.ts';
import { customerQuery } from '../../data/customer.ts';
import { reloadUser } from '../../session/display-currency.ts';
import { applicationQuery, certificationQuery, type CustomerCertified } from './account-api.ts';
import { applicationLevelName } from './kyc-rules.ts';

export interface Verification {
  certified: CustomerCertified;
  /** Null when the check could not be read; the page then goes by the status alone. */
  application: components['schemas']['UserApplicationCheck'] | null;
}

export function useVerification() {
  const certified = useApiQuery(certificationQuery());
  const user = useApiQuery(customerQuery());
  const application = useApiQuery(
    applicationQuery(user.data ? applicationLevelName(user.data.UserType, user.data.LevelName) : null),
  );
  const [checking, setChecking] = useState(false);
  /** When "check again" last read the status, to show that it was read. */
  const [checkedAt, setCheckedAt] = useState<number | null>(null);

  const progress = {
    isLoading: certified.isLoading || user.isLoading || application.isLoading,
    isFetching: certified.isFetching || user.isFetching || application.isFetching,
    isPlaceholderData: false,
    // A retry asks again for what failed.
    refetch: async () => {
      await Promise.all([certified.isError && certified.refetch(), user.isError && user.refetch()]);
      return undefined;
    },
  };
  const failed = certified.error ?? user.error;
  const verification: QueryState<Verification> = failed
    ? { ...progress, data: undefined, error: failed, isPending: false, isError: true }
    : certified.data && user.data && !application.isPending
      ? {
          ...progress,
          data: { certified: certified.data, application: application.data ?? null },
          error: null,
          isPending: false,
          isError: false,
        }
      : { ...progress, data: undefined, error: null, isPending: true, isError: false };

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

  return { verification, checking, checkedAt, checkAgain, submitted };
}
