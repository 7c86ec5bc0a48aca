/** API key rules: the IP whitelist as typed, the permissions, and how a change is confirmed. */
import type { ApiPermission } from './api-keys-api.ts';
import { pagePath } from '../../config/page-paths.ts';

export const maxWhitelist = 20;
const octet = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const ipv4 = new RegExp(`^${octet}(?:\\.${octet}){3}$`);

export type WhitelistParse =
  { ok: true; addresses: string[] } | { ok: false; problem: 'invalid' | 'tooMany'; address?: string };

/** The addresses typed one a line or separated by commas or spaces; repeats are dropped. */
export function parseWhitelist(text: string): WhitelistParse {
  const addresses = [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
  const invalid = addresses.find((a) => !ipv4.test(a));
  if (invalid) return { ok: false, problem: 'invalid', address: invalid };
  if (addresses.length > maxWhitelist) return { ok: false, problem: 'tooMany' };
  return { ok: true, addresses };
}

/** Read is always granted; trade and withdraw are chosen. */
export function permissionsOf(choice: { trade: boolean; withdraw: boolean }): ApiPermission[] {
  return ['read', ...(choice.trade ? (['trade'] as const) : []), ...(choice.withdraw ? (['withdraw'] as const) : [])];
}

export type Factor = 'pin' | 'google';

/** The factors a customer can confirm a key change with (none: they must set one first). */
export function factorsOf(user: { HasPin: boolean; GoogleEnabled: boolean }): Factor[] {
  return [...(user.HasPin ? (['pin'] as const) : []), ...(user.GoogleEnabled ? (['google'] as const) : [])];
}

/** Where a customer with neither a PIN nor the authenticator sets one. */
export const setPinHref = (): string => pagePath('accountSettings', { hash: 'pin' });

/** What a create or edit sends of the key, as its review shows it. */
export interface KeyRequest {
  Label: string;
  Permissions: ApiPermission[];
  IpWhitelist: string[];
}

export function keyRequestOf(values: {
  label: string;
  trade: boolean;
  withdraw: boolean;
  whitelist: string;
}): KeyRequest {
  const whitelist = parseWhitelist(values.whitelist);
  return {
    Label: values.label.trim(),
    Permissions: permissionsOf(values),
    IpWhitelist: whitelist.ok ? whitelist.addresses : [],
  };
}
