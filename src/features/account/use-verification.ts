/**
 * The customer's identity verification: its status (GetCustomerCertified) and the application
 * check, asked for the level the UserType rule names. "Check again" reads the status anew
 * without the loading state; a submission's answer replaces it at once.
 */
import { useCallback, useEffect, useState } from 'react';
import type { components } from '../../../generated/base.ts';
import type { CallState } from '../../api/use-call.ts';
import { reloadUser } from '../../session/display-currency.ts';
import { checkApplication, loadCertification, loadUserInfo, type CustomerCertified } from './account-api.ts';
import { applicationLevelName } from './kyc-rules.ts';

export interface Verification {
  certified: CustomerCertified;
  /** Null when the check could not be read; the page then goes by the status alone. */
  application: components['schemas']['UserApplicationCheck'] | null;
}

async function readVerification(): Promise<CallState<Verification>> {
  const [certified, user] = await Promise.all([loadCertification(), loadUserInfo()]);
  if (!certified.ok) return { status: 'error', error: certified.error };
  if (!user.ok) return { status: 'error', error: user.error };
  const application = await checkApplication(applicationLevelName(user.data.UserType, user.data.LevelName));
  return { status: 'ok', data: { certified: certified.data, application: application.ok ? application.data : null } };
}

export function useVerification() {
  const [state, setState] = useState<CallState<Verification>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [checking, setChecking] = useState(false);
  /** When "check again" last read the status, to show that it was read. */
  const [checkedAt, setCheckedAt] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    readVerification().then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [attempt]);

  const checkAgain = useCallback(async () => {
    setChecking(true);
    const next = await readVerification();
    setChecking(false);
    setCheckedAt(Date.now());
    setState(next);
    // A settled review changes the level and status the rest of the app shows.
    if (next.status === 'ok' && next.data.certified.Status !== 'pending') await reloadUser();
  }, []);

  const submitted = useCallback((certified: CustomerCertified) => {
    setState((current) => ({ status: 'ok', data: { certified, application: current.status === 'ok' ? current.data.application : null } }));
  }, []);

  return {
    state,
    checking,
    checkedAt,
    checkAgain,
    submitted,
    retry: () => {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
