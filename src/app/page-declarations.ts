/**
 * Every page's declaration, collected from the product areas (src/features/<area>/pages.ts): its
 * component and message areas. Each area lists the same pages in its page-ids.ts (read by
 * src/config/page-ids.ts); a page of PageId without a declaration here is a type error.
 */
import type { PageDeclaration } from '../config/page-declaration.ts';
import type { PageId } from '../config/page-ids.ts';
import { pages as home } from '../features/home/pages.ts';
import { pages as site } from '../features/site/pages.ts';
import { pages as signIn } from '../features/sign-in/pages.ts';
import { pages as securityItem } from '../features/security-item/pages.ts';
import { pages as invite } from '../features/invite/pages.ts';
import { pages as account } from '../features/account/pages.ts';
import { pages as apiKeys } from '../features/api-keys/pages.ts';
import { pages as flashExchange } from '../features/flash-exchange/pages.ts';
import { pages as earn } from '../features/earn/pages.ts';
import { pages as fiat } from '../features/fiat/pages.ts';
import { pages as twinkle } from '../features/twinkle/pages.ts';
import { pages as missions } from '../features/missions/pages.ts';
import { pages as assets } from '../features/assets/pages.ts';
import { pages as notice } from '../features/notice/pages.ts';
import { pages as news } from '../features/news/pages.ts';
import { pages as help } from '../features/help/pages.ts';
import { pages as service } from '../features/service/pages.ts';
import { pages as markets } from '../features/markets/pages.ts';
import { pages as rates } from '../features/rates/pages.ts';
import { pages as orders } from '../features/orders/pages.ts';

export const pageDeclarations = {
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
} satisfies Record<PageId, PageDeclaration>;
