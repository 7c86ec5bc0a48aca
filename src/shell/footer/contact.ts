/**
 * The footer's contact information (one call shared by the contact and community blocks), the
 * fallback to the brand's mail addresses, and the merge of the brand's social links with the
 * call's share list.
 */
import type { components } from '../../../generated/base.ts';
import { commonSettingGetContactUs } from '../../../generated/operations/commonSettingGetContactUs.ts';
import { apiQuery, contentData } from '../../api/query.ts';
import type { SiteConfig } from '../../config/site-config.schema.ts';
import { networkNames, networkOf, type SocialNetwork } from './social-icons.tsx';

export type ContactInfo = components['schemas']['ContactInfo'];

/** One call shared by the contact and community blocks; not made when neither shows. */
export const contactInfoQuery = (wanted: boolean) => ({
  ...apiQuery(commonSettingGetContactUs),
  ...contentData,
  enabled: wanted,
});

/** A contact line: the server's own text, or the brand's address under a translated label. */
export type ContactLine = { kind: 'server'; text: string } | { kind: 'brand'; email: string };

export interface ContactLines {
  business: ContactLine;
  support: ContactLine;
}

/** Uses the call's lines when it gave them; otherwise (failed, or blank) the brand's addresses. */
export function contactLines(
  info: ContactInfo | null,
  brand: Pick<SiteConfig['brand'], 'businessEmail' | 'supportEmail'>,
): ContactLines {
  const line = (text: string | undefined, email: string): ContactLine =>
    text?.trim() ? { kind: 'server', text: text.trim() } : { kind: 'brand', email };
  return {
    business: line(info?.Cooperation, brand.businessEmail),
    support: line(info?.CustomerService, brand.supportEmail),
  };
}

export interface CommunityLink {
  url: string;
  /** The network's name for the accessible label. */
  name: string;
  /** A known network gets its inline icon; another keeps the server's logo picture. */
  network: SocialNetwork | null;
  logo: string | null;
}

const safeUrl = (url: string) => /^https?:\/\//i.test(url);

/** The brand's links first; then the server's, unless they name a network already linked. */
export function communityLinks(
  brandSocial: SiteConfig['brand']['social'],
  shares: ContactInfo['Data'] | undefined,
): CommunityLink[] {
  const links: CommunityLink[] = brandSocial.map((s) => ({
    url: s.url,
    name: networkNames[s.network],
    network: s.network,
    logo: null,
  }));
  for (const share of shares ?? []) {
    if (!safeUrl(share.Url)) continue;
    const network = networkOf(share.Name, share.Url);
    if (links.some((l) => (network && l.network === network) || l.url === share.Url)) continue;
    links.push({
      url: share.Url,
      name: network ? networkNames[network] : (share.Name ?? new URL(share.Url).hostname),
      network,
      logo: network ? null : share.Logo,
    });
  }
  return links;
}
