/**
 * The refresh itself. Two tabs must not both spend the same refresh token, so it runs under a
 * Web Lock and re-reads the cookies first: if another tab already refreshed, its token is used.
 */
import { api } from '../api/clients.ts';
import { call } from '../api/call.ts';
import { ignoredRefreshCode } from '../api/error-catalogue.ts';
import type { RefreshOutcome } from './session-machine.ts';
import { readStoredSession, storeTokens } from './session-storage.ts';

export const refreshLockName = 'exchange-web:session-refresh';

async function refreshOnce(failedToken: string | null): Promise<RefreshOutcome> {
  const stored = readStoredSession();
  if (stored.token && stored.token !== failedToken) return { kind: 'refreshed', token: stored.token };
  if (!stored.refreshToken) return { kind: 'refused' };
  const result = await call(api().base.GET('/api/idcm/customer/Customer/Refresh', { params: { query: { refreshToken: stored.refreshToken } } }), {
    ignore: [ignoredRefreshCode],
  });
  if (result.ok) {
    storeTokens(result.data.Token, result.data.RefreshToken);
    return { kind: 'refreshed', token: result.data.Token };
  }
  const refused = result.error.kind === 'http' && (result.error.status === 401 || result.error.status === 403);
  return refused ? { kind: 'refused' } : { kind: 'failed' };
}

export async function refreshTokens({ failedToken }: { failedToken: string | null }): Promise<RefreshOutcome> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? await locks.request(refreshLockName, () => refreshOnce(failedToken)) : refreshOnce(failedToken);
}
