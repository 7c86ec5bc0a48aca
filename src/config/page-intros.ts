/**
 * The pages that open with a heading and a lead paragraph from their catalogue, drawn by
 * src/shell/PageIntro.tsx (and sent rendered by the server, src/server). Their messages are plain
 * text, with `{brand}` as the one value.
 */
import type { PageId } from './page-ids.ts';

export interface IntroKeys {
  title: string;
  lead: string;
  /**
   * `hero`: the two texts on a card in the brand's colours, with the page's own control below
   * (help's search). `card`: the two texts at the top of the sign-in pages' centred card, the
   * page's form below them in it.
   */
  look?: 'hero' | 'card';
}

export const pageIntros = {
  markets: { title: 'markets.title', lead: 'markets.lead' },
  rates: { title: 'rates.title', lead: 'rates.lead' },
  fiat: { title: 'fiat.title', lead: 'fiat.lead' },
  tradingOrders: { title: 'orders.spot.title', lead: 'orders.spot.lead' },
  futuresOrders: { title: 'orders.futures.title', lead: 'orders.futures.lead' },
  download: { title: 'download.title', lead: 'download.text' },
  help: { title: 'help.title', lead: 'help.lead', look: 'hero' },
  noticeList: { title: 'notice.list.title', lead: 'notice.list.lead' },
  login: { title: 'signIn.login.title', lead: 'signIn.login.lead', look: 'card' },
  register: { title: 'signIn.register.title', lead: 'signIn.register.lead', look: 'card' },
} as const satisfies Partial<Record<PageId, IntroKeys>>;

export type IntroPage = keyof typeof pageIntros;
