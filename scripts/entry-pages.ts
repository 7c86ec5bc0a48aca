/**
 * The pages a customer lands on from a search engine or a shared link, each measured by
 * `npm run bench:lighthouse` against the same budgets as home, and the site.json the bench serves
 * them with: the shipped file with the switches they need on.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface EntryPage {
  /** The address measured (a record's route at one record the sandbox has). */
  path: string;
  /** Measured signed in as the demo customer (the bench signs in through the sandbox). */
  signedIn?: boolean;
}

export const entryPages: EntryPage[] = [
  { path: '/' },
  { path: '/markets' },
  { path: '/rate' },
  { path: '/fiat' },
  { path: '/about' },
  { path: '/download' },
  { path: '/help' },
  { path: '/help/list' },
  { path: '/help/detail?id=1101' },
  { path: '/help/digitalAsset' },
  { path: '/news' },
  { path: '/news/detail/503' },
  { path: '/notice/list' },
  { path: '/notice/detail?keyWords=1003' },
  { path: '/service' },
  { path: '/user/login' },
  { path: '/user/register' },
  { path: '/assets/digitalCurrency', signedIn: true },
  { path: '/assets/withdraw', signedIn: true },
  { path: '/tradingOrder', signedIn: true },
];

/** The shipped site.json with news (off as shipped) on, so that its pages are routed. */
export function benchSiteConfig(root: string): Record<string, unknown> {
  const shipped = JSON.parse(readFileSync(resolve(root, 'site-config/site.json'), 'utf8'));
  return { ...shipped, features: { ...shipped.features, news: true } };
}
