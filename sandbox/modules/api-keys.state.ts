/**
 * The customers' API keys. Only a hash of each secret key is kept: the secret is shown once,
 * in the answer of AddApiKey. The demo customer starts with a whitelisted trading key and a
 * read-only key that expires.
 */
import { createHash } from 'node:crypto';
import { now } from '../core/clock.ts';
import { counter } from '../core/ids.ts';
import type { CoreState } from '../state/core.ts';

export type ApiPermission = 'read' | 'trade' | 'withdraw';

export interface ApiKeyRecord {
  ApiKeyId: number;
  customerId: number;
  Label: string;
  ApiKey: string;
  secretHash: string;
  Permissions: ApiPermission[];
  IpWhitelist: string[];
  createdAt: number;
  /** Null for a whitelisted key, which does not expire. */
  expiresAt: number | null;
}

export interface ApiKeysState {
  keys: ApiKeyRecord[];
  nextId: () => number;
}

const day = 24 * 3_600_000;
/** A key that any address may use lives this long. */
export const unrestrictedKeyLifetimeMs = 90 * day;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function createApiKeysState(core: CoreState): ApiKeysState {
  const nextId = counter(301);
  const demoId = core.customers.list[0].UserId;
  const seed = (Label: string, Permissions: ApiPermission[], IpWhitelist: string[], daysAgo: number): ApiKeyRecord => {
    const createdAt = now() - daysAgo * day;
    return {
      ApiKeyId: nextId(),
      customerId: demoId,
      Label,
      ApiKey: sha256(`sandbox-api-key:${Label}`).slice(0, 32),
      secretHash: sha256(`sandbox-api-secret:${Label}`),
      Permissions,
      IpWhitelist,
      createdAt,
      expiresAt: IpWhitelist.length > 0 ? null : createdAt + unrestrictedKeyLifetimeMs,
    };
  };
  return {
    keys: [
      seed('Trading bot', ['read', 'trade'], ['102.89.34.17', '102.89.34.18'], 20),
      seed('Portfolio tracker', ['read'], [], 10),
    ],
    nextId,
  };
}
