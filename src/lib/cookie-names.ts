/** Cookie names and attributes (spec section 9; security defaults of the architecture guide). */

export interface CookieNames {
  lang: string;
  token: string;
  user: string;
  refreshToken: string;
  loginPhoneCode: string;
  currency: string;
  source: string;
}

/** Every cookie name is the brand prefix plus a fixed suffix: "<prefix>_token" and so on. */
export function cookieNames(prefix: string): CookieNames {
  return {
    lang: `${prefix}_lang`,
    token: `${prefix}_token`,
    user: `${prefix}_user`,
    refreshToken: `${prefix}_refreshToken`,
    loginPhoneCode: `${prefix}_loginPhoneCode`,
    currency: `${prefix}_currency`,
    source: `${prefix}_source`,
  };
}

export interface CookieAttributes {
  domain?: string;
  sameSite: 'Lax';
  secure: boolean;
  path: '/';
}

/**
 * Second-level labels that, under a two-letter country code, form a public suffix (co.uk, com.ng,
 * com.br ...). A heuristic rather than the full public suffix list, which is too big to ship.
 */
const publicSecondLevels = new Set([
  'ac',
  'co',
  'com',
  'edu',
  'gob',
  'gov',
  'go',
  'ltd',
  'mil',
  'ne',
  'net',
  'nic',
  'nom',
  'or',
  'org',
  'plc',
  'sch',
]);
const ipv4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** The root domain (".example.com") for the cookie, or undefined where a domain cannot be set. */
export function cookieDomain(hostname: string): string | undefined {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host.includes(':') || ipv4.test(host)) return undefined; // IPv6 and IPv4 addresses
  const labels = host.split('.');
  if (labels.some((label) => label === '') || labels.at(-1) === 'localhost') return undefined;
  const [secondLevel, topLevel] = labels.slice(-2);
  const suffixLength = labels.length >= 2 && topLevel.length === 2 && publicSecondLevels.has(secondLevel) ? 2 : 1;
  // A host that is itself a public suffix (or a single label) has no root domain to share.
  if (labels.length <= suffixLength) return undefined;
  return `.${labels.slice(-(suffixLength + 1)).join('.')}`;
}

/** SameSite=Lax, Secure on https, path "/", on the root domain of the host (none on localhost or an IP). */
export function cookieAttributes(hostname: string, protocol: string): CookieAttributes {
  const domain = cookieDomain(hostname);
  const attributes: CookieAttributes = { sameSite: 'Lax', secure: protocol === 'https:', path: '/' };
  return domain ? { ...attributes, domain } : attributes;
}
