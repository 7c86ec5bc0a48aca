/**
 * The products a site turns on or off, by the code's one name for each, and the switch of
 * site.json's `features` that turns it on: the product spec's name, which several do not share
 * (docs/feature-switches.md). Code asks `isOn(product)` (site-config.ts); a switch is spelt only
 * in site.json, its schema, this table and the pages' declarations that mirror site.json's routes.
 */
import type { FeatureId } from './site-config.schema.ts';

export const productSwitch = {
  trade: 'trade',
  fiat: 'fiat',
  fiatPayment: 'thirdPartyPayment',
  apiKeys: 'apiManagement',
  twinkle: 'twinkle',
  otc: 'otcShow',
  futures: 'contract',
  news: 'news',
  missions: 'missionSystem',
  flashExchange: 'flashPair',
  earn: 'financial',
} as const satisfies Record<string, FeatureId>;

export type Product = keyof typeof productSwitch;

/** The product a switch turns on. */
export const productOf = (feature: FeatureId): Product =>
  (Object.keys(productSwitch) as Product[]).find((product) => productSwitch[product] === feature)!;
