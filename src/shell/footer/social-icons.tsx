/** One small inline SVG glyph per social network (no icon font, no extra request). */
import type { ReactElement } from 'react';
import type { SiteConfig } from '../../config/site-config.schema.ts';

export type SocialNetwork = SiteConfig['brand']['social'][number]['network'];

/** The networks' own names, shown to assistive technology (never translated). */
export const networkNames: Record<SocialNetwork, string> = {
  x: 'X',
  telegram: 'Telegram',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  discord: 'Discord',
  medium: 'Medium',
  reddit: 'Reddit',
  tiktok: 'TikTok',
};

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const glyphs: Record<SocialNetwork, ReactElement> = {
  x: <path {...stroke} d="M5 4l14 16M19 4L5 20" />,
  telegram: <path {...stroke} d="M21 4L3 11.5l6 2.2L11 20l3.2-4 4.8 3.5L21 4zM9 13.7L18 7l-7 8" />,
  facebook: (
    <path
      fill="currentColor"
      d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21h3z"
    />
  ),
  instagram: (
    <g {...stroke}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </g>
  ),
  youtube: (
    <path
      fill="currentColor"
      fillRule="evenodd"
      d="M6.5 5h11A4.5 4.5 0 0122 9.5v5a4.5 4.5 0 01-4.5 4.5h-11A4.5 4.5 0 012 14.5v-5A4.5 4.5 0 016.5 5zM10 8.8v6.4l5.4-3.2L10 8.8z"
    />
  ),
  linkedin: (
    <g {...stroke}>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V17M8 7.2v.1M12 17v-6.5M12 13.2c0-1.6 1-2.7 2.4-2.7S16.6 11.5 16.6 13v4" />
    </g>
  ),
  discord: (
    <path
      fill="currentColor"
      fillRule="evenodd"
      d="M7.2 5.6C8.8 4.9 10.4 4.6 12 4.6s3.2.3 4.8 1c1.7 2.4 2.7 5.3 2.9 9.2-1.5 1.4-3.2 2.3-5.1 2.7l-1-1.7c-.9.2-1.7.3-2.6.3s-1.7-.1-2.6-.3l-1 1.7c-1.9-.4-3.6-1.3-5.1-2.7.2-3.9 1.2-6.8 2.9-9.2zM9.3 10.4a1.5 1.6 0 100 3.2 1.5 1.6 0 000-3.2zm5.4 0a1.5 1.6 0 100 3.2 1.5 1.6 0 000-3.2z"
    />
  ),
  medium: (
    <g fill="currentColor">
      <ellipse cx="7" cy="12" rx="5" ry="5" />
      <ellipse cx="15.5" cy="12" rx="2.6" ry="4.7" />
      <ellipse cx="20.8" cy="12" rx="1.2" ry="4.2" />
    </g>
  ),
  reddit: (
    <g {...stroke}>
      <ellipse cx="12" cy="14" rx="8" ry="5.5" />
      <path d="M12 8.5l1.2-4.5 4 1M9 16.2c1.8 1 4.2 1 6 0" />
      <circle cx="18.5" cy="5" r="1.3" />
      <circle cx="9" cy="13" r="0.6" fill="currentColor" />
      <circle cx="15" cy="13" r="0.6" fill="currentColor" />
    </g>
  ),
  tiktok: <path {...stroke} d="M14 3.5v11.2a3.7 3.7 0 11-3.7-3.7M14 3.5c.6 2.6 2.4 4.2 5 4.4" />,
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {glyphs[network]}
    </svg>
  );
}

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
};

/** The network a server's share link names ("Twitter" and "X" are the same network). */
export function networkOf(name: string | undefined, url: string): SocialNetwork | null {
  const key = (name ?? '').trim().toLowerCase();
  if (key === 'twitter') return 'x';
  const byName = (Object.keys(networkNames) as SocialNetwork[]).find(
    (n) => n === key || networkNames[n].toLowerCase() === key,
  );
  if (byName) return byName;
  const host = hostOf(url);
  if (!host) return null;
  const byHost: Record<string, SocialNetwork> = {
    'x.com': 'x',
    'twitter.com': 'x',
    't.me': 'telegram',
    'facebook.com': 'facebook',
    'instagram.com': 'instagram',
    'youtube.com': 'youtube',
    'linkedin.com': 'linkedin',
    'discord.gg': 'discord',
    'discord.com': 'discord',
    'medium.com': 'medium',
    'reddit.com': 'reddit',
    'tiktok.com': 'tiktok',
  };
  return byHost[host] ?? null;
}
