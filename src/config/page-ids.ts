/**
 * Every page the route table may name (the site-config schema accepts only these). Each product
 * area declares its own: ids in src/features/<area>/page-ids.ts (ids only, so start-up stays
 * small), component and message areas in pages.ts (collected by src/app/page-declarations.ts),
 * descriptions in descriptions/<language>.json (gathered by src/i18n/descriptions/). An area with
 * pages is listed here once; src/app/page-declarations.test.ts fails when one is left out.
 */
import { pageIds as home } from '../features/home/page-ids.ts';
import { pageIds as site } from '../features/site/page-ids.ts';
import { pageIds as signIn } from '../features/sign-in/page-ids.ts';
import { pageIds as securityItem } from '../features/security-item/page-ids.ts';
import { pageIds as invite } from '../features/invite/page-ids.ts';
import { pageIds as account } from '../features/account/page-ids.ts';
import { pageIds as apiKeys } from '../features/api-keys/page-ids.ts';
import { pageIds as flashExchange } from '../features/flash-exchange/page-ids.ts';
import { pageIds as earn } from '../features/earn/page-ids.ts';
import { pageIds as fiat } from '../features/fiat/page-ids.ts';
import { pageIds as twinkle } from '../features/twinkle/page-ids.ts';
import { pageIds as missions } from '../features/missions/page-ids.ts';
import { pageIds as assets } from '../features/assets/page-ids.ts';
import { pageIds as notice } from '../features/notice/page-ids.ts';
import { pageIds as news } from '../features/news/page-ids.ts';
import { pageIds as help } from '../features/help/page-ids.ts';
import { pageIds as service } from '../features/service/page-ids.ts';
import { pageIds as markets } from '../features/markets/page-ids.ts';
import { pageIds as rates } from '../features/rates/page-ids.ts';
import { pageIds as orders } from '../features/orders/page-ids.ts';

export const pageIds = [
  ...home,
  ...site,
  ...signIn,
  ...securityItem,
  ...invite,
  ...account,
  ...apiKeys,
  ...flashExchange,
  ...earn,
  ...fiat,
  ...twinkle,
  ...missions,
  ...assets,
  ...notice,
  ...news,
  ...help,
  ...service,
  ...markets,
  ...rates,
  ...orders,
] as const;

export type PageId = (typeof pageIds)[number];
