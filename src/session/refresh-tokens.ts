/**
 * The refresh itself. Two tabs must not both spend the same refresh token: it runs under a Web
 * Lock and re-reads the cookies first, so a tab that waited uses the pair the other tab got.
 * A cookie written in one tab can reach another tab's document a moment late, so the tab that
 * refreshes also announces the rotation, and a refused refresh waits briefly for that news
 * before it counts as refused.
 */
import { customerRefresh } from '../../generated/operations/customerRefresh.ts';
import { callOperation } from '../api/operation.ts';
import { ignoredRefreshCode } from '../api/error-catalogue.ts';
import { onOtherTabs, tellOtherTabs } from './other-tabs.ts';
import type { RefreshOutcome } from './session-machine.ts';
import { readStoredSession, storeTokens } from './session-storage.ts';

export const refreshLockName = 'exchange-web:session-refresh';

/** Refresh tokens another tab spent -> the token it got for it. */
const rotatedElsewhere = new Map<string, string>();
onOtherTabs((message) => {
  if (message.type === 'refreshed') rotatedElsewhere.set(message.from, message.token);
});

const newsWaitsMs = [50, 150, 300];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The token another tab got for this tab's refresh token, or one already stored since. */
function replacedToken(failedToken: string | null, spent: string): string | null {
  const elsewhere = rotatedElsewhere.get(spent);
  if (elsewhere) return elsewhere;
  const stored = readStoredSession();
  return stored.token && stored.token !== failedToken && stored.refreshToken !== spent ? stored.token : null;
}

async function refreshOnce(failedToken: string | null): Promise<RefreshOutcome> {
  const stored = readStoredSession();
  if (stored.token && stored.token !== failedToken) return { kind: 'refreshed', token: stored.token };
  if (!stored.refreshToken) return { kind: 'refused' };
  const spent = stored.refreshToken;
  const already = rotatedElsewhere.get(spent);
  if (already) return { kind: 'refreshed', token: already };
  const result = await callOperation(
    customerRefresh,
    { params: { query: { refreshToken: spent } } },
    { ignore: [ignoredRefreshCode] },
  );
  if (result.ok) {
    storeTokens(result.data.Token, result.data.RefreshToken);
    tellOtherTabs({ type: 'refreshed', from: spent, token: result.data.Token });
    return { kind: 'refreshed', token: result.data.Token };
  }
  const refused = result.error.kind === 'http' && (result.error.status === 401 || result.error.status === 403);
  if (!refused) return { kind: 'failed' };
  for (const wait of newsWaitsMs) {
    await sleep(wait);
    const token = replacedToken(failedToken, spent);
    if (token) return { kind: 'refreshed', token };
  }
  return { kind: 'refused' };
}

export async function refreshTokens({ failedToken }: { failedToken: string | null }): Promise<RefreshOutcome> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? await locks.request(refreshLockName, () => refreshOnce(failedToken)) : refreshOnce(failedToken);
}
