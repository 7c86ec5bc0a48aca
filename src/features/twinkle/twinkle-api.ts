/** The data and the change of the token sale pages, typed from the contract. */
import type { components } from '../../../generated/base.ts';
import { iEOOrderCreateOrder } from '../../../generated/operations/iEOOrderCreateOrder.ts';
import { iEOOrderGetReserveRecordList } from '../../../generated/operations/iEOOrderGetReserveRecordList.ts';
import { iEOProjectGetProjectDetails } from '../../../generated/operations/iEOProjectGetProjectDetails.ts';
import { iEOProjectGetProjectList } from '../../../generated/operations/iEOProjectGetProjectList.ts';
import { apiQueryOrMissing } from '../../api/missing.ts';
import { apiQuery, keepPreviousPage, publicData } from '../../api/query.ts';
import type { RefusalTable } from '../../money-action/outcome.ts';
import { tabStatuses, type SaleTab } from './sale-phase.ts';

export type IeoProjectDetails = components['schemas']['IeoProjectDetails'];
export type IeoOrder = components['schemas']['IeoOrder'];

export const projectRows = 12;
export const subscriptionRows = 10;

/** Projects are the same for everyone; the details carry the customer's own subscription, so they are not public. */
export const projectsQuery = (tab: SaleTab, PageIndex: number) => ({
  ...apiQuery(iEOProjectGetProjectList, { body: { Statuses: tabStatuses[tab], PageIndex, PageRows: projectRows } }),
  ...publicData,
  ...keepPreviousPage,
});

export const subscriptionsQuery = (PageIndex: number, enabled = true) => ({
  ...apiQuery(iEOOrderGetReserveRecordList, { body: { PageIndex, PageRows: subscriptionRows } }),
  ...keepPreviousPage,
  enabled,
});

/** One project, or null for one that does not exist (said by the page, not a toast). */
export const projectQuery = (projectId: number) => ({
  ...apiQueryOrMissing(iEOProjectGetProjectDetails, { params: { query: { projectId } } }),
  enabled: projectId > 0,
});

/** Subscribing (what it makes stale: `staleAfter.tokenSaleSubscription`). */
export const subscribe = iEOOrderCreateOrder;

/** The refusals the subscription form shows itself (the sandbox's IEO codes and a short balance). */
export const subscriptionRefusals = {
  '60001': 'notOpen',
  '60002': 'belowMin',
  '60003': 'abovePersonal',
  '60004': 'aboveRemaining',
  '60005': 'precision',
  '30001': 'aboveBalance',
} as const;
export type SubscriptionRefusal = (typeof subscriptionRefusals)[keyof typeof subscriptionRefusals];

/** A refused quantity lands on its field; a sale no longer open (and any code not listed) over the form. */
export const subscriptionRefusalTable: RefusalTable<'quantity'> = {
  elsewhere: 'form',
  codes: Object.fromEntries(
    Object.entries(subscriptionRefusals).map(([code, kind]) => [
      code,
      kind === 'notOpen'
        ? { id: `twinkle.subscribe.problem.${kind}` }
        : { field: 'quantity' as const, id: `twinkle.subscribe.problem.${kind}` },
    ]),
  ),
};

/** Every subscription for the customer's file (the contract pages at most 200 rows). */
export const allSubscriptionsQuery = () =>
  apiQuery(iEOOrderGetReserveRecordList, { body: { PageIndex: 1, PageRows: 200 } });
