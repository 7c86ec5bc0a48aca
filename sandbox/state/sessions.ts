/** Session tokens: issued at sign-in, expiring, rotated by the refresh call. */
import { now } from '../core/clock.ts';
import { randomToken } from '../core/ids.ts';

export interface Session {
  customerId: number;
  token: string;
  refreshToken: string;
  expiresAt: number;
  refreshExpiresAt: number;
}

export type TokenLookup = { session: Session } | { problem: 'expired' | 'unknown' };

export interface SessionStore {
  byToken: Map<string, Session>;
  byRefreshToken: Map<string, Session>;
  tokenLifetimeMs: number;
  refreshLifetimeMs: number;
}

export function createSessionStore(): SessionStore {
  return {
    byToken: new Map(),
    byRefreshToken: new Map(),
    tokenLifetimeMs: 15 * 60_000,
    refreshLifetimeMs: 7 * 24 * 3_600_000,
  };
}

export function issueSession(store: SessionStore, customerId: number): Session {
  const session: Session = {
    customerId,
    token: randomToken(),
    refreshToken: randomToken(),
    expiresAt: now() + store.tokenLifetimeMs,
    refreshExpiresAt: now() + store.refreshLifetimeMs,
  };
  store.byToken.set(session.token, session);
  store.byRefreshToken.set(session.refreshToken, session);
  return session;
}

export function lookupToken(store: SessionStore, token: string): TokenLookup {
  const session = store.byToken.get(token);
  if (!session) return { problem: 'unknown' };
  if (session.expiresAt <= now()) return { problem: 'expired' };
  return { session };
}

/** Spends a refresh token: the old pair stops working and a new pair is issued. */
export function rotateSession(store: SessionStore, refreshToken: string): Session | null {
  const old = store.byRefreshToken.get(refreshToken);
  if (!old || old.refreshExpiresAt <= now()) return null;
  endSession(store, old);
  return issueSession(store, old.customerId);
}

export function endSession(store: SessionStore, session: Session): void {
  store.byToken.delete(session.token);
  store.byRefreshToken.delete(session.refreshToken);
}

export function endSessionsOf(store: SessionStore, customerId: number): void {
  for (const s of [...store.byToken.values()]) if (s.customerId === customerId) endSession(store, s);
}

/** Makes every live token expired, as if its lifetime had passed. */
export function expireAllTokens(store: SessionStore): number {
  let count = 0;
  for (const s of store.byToken.values()) {
    s.expiresAt = now() - 1;
    count++;
  }
  return count;
}
