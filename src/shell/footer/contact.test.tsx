import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { communityLinks, contactLines, type ContactInfo } from './contact.ts';
import { withMailLinks } from './mail-links.tsx';

const brand = { businessEmail: 'business@brand.example', supportEmail: 'support@brand.example' };
const info = (over: Partial<ContactInfo> = {}): ContactInfo => ({
  Cooperation: 'Business: biz@server.example',
  CustomerService: 'Support: help@server.example',
  CopyRight: '©',
  Data: [],
  ...over,
});

describe('contactLines', () => {
  it("uses the call's lines when it gave them", () => {
    expect(contactLines(info(), brand)).toEqual({
      business: { kind: 'server', text: 'Business: biz@server.example' },
      support: { kind: 'server', text: 'Support: help@server.example' },
    });
  });

  it("falls back to the brand's addresses when the call failed or gave blank lines", () => {
    const fallback = {
      business: { kind: 'brand', email: 'business@brand.example' },
      support: { kind: 'brand', email: 'support@brand.example' },
    };
    expect(contactLines(null, brand)).toEqual(fallback);
    expect(contactLines(info({ Cooperation: '', CustomerService: '  ' }), brand)).toEqual(fallback);
    expect(contactLines(info({ Cooperation: '' }), brand).support.kind).toBe('server');
  });
});

describe('communityLinks', () => {
  const social = [
    { network: 'x' as const, url: 'https://x.com/brand' },
    { network: 'telegram' as const, url: 'https://t.me/brand' },
  ];

  it("lists the brand's links, then the call's networks not linked yet", () => {
    const shares = [
      { Name: 'Twitter', Logo: 'data:image/svg+xml,x', Url: 'https://twitter.com/other' },
      { Name: 'Discord', Logo: 'data:image/svg+xml,d', Url: 'https://discord.gg/brand' },
      { Name: 'Forum', Logo: 'data:image/svg+xml,f', Url: 'https://forum.brand.example/' },
    ];
    expect(communityLinks(social, shares)).toEqual([
      { url: 'https://x.com/brand', name: 'X', network: 'x', logo: null },
      { url: 'https://t.me/brand', name: 'Telegram', network: 'telegram', logo: null },
      { url: 'https://discord.gg/brand', name: 'Discord', network: 'discord', logo: null },
      { url: 'https://forum.brand.example/', name: 'Forum', network: null, logo: 'data:image/svg+xml,f' },
    ]);
  });

  it('recognises a network by its address when the name is missing, and drops non-web links', () => {
    const shares = [
      { Logo: 'l', Url: 'https://www.youtube.com/@brand' },
      { Name: 'Bad', Logo: 'l', Url: 'javascript:alert(1)' },
    ];
    expect(communityLinks([], shares)).toEqual([
      { url: 'https://www.youtube.com/@brand', name: 'YouTube', network: 'youtube', logo: null },
    ]);
  });
});

describe('withMailLinks', () => {
  it('turns the addresses of a line into mailto links, in any language', () => {
    const { container } = render(<p>{withMailLinks('商务合作：biz@server.example')}</p>);
    expect(container.textContent).toBe('商务合作：biz@server.example');
    expect(container.querySelector('a')).toHaveAttribute('href', 'mailto:biz@server.example');
  });

  it('leaves a line without an address as text', () => {
    const { container } = render(<p>{withMailLinks('Call us on +234 1 234 5678')}</p>);
    expect(container.querySelector('a')).toBeNull();
  });
});
