/** The spot order calls of /tradingOrder: the four lists, their counts and the cancellations, typed from the contract. */
import type { components } from '../../../generated/base.ts';
import { dealGetCustomerDealList } from '../../../generated/operations/dealGetCustomerDealList.ts';
import { planOrderGetCustomerPlanOrderList } from '../../../generated/operations/planOrderGetCustomerPlanOrderList.ts';
import { tradingGetEntrustOrderList } from '../../../generated/operations/tradingGetEntrustOrderList.ts';
import { tradingGetHistoryOrderList } from '../../../generated/operations/tradingGetHistoryOrderList.ts';
import { apiQuery, fetchAnswer, keepPreviousPage } from '../../api/query.ts';
import { rangeInstants } from '../../lib/date-range.ts';
import { timeOrder, type SpotView } from './spot-search.ts';

export type SpotOrder = components['schemas']['SpotOrder'];
export type SpotDeal = components['schemas']['SpotDeal'];
export type SpotPlanOrder = components['schemas']['SpotPlanOrder'];

export const spotRows = 10;
/** The most rows one call may ask for: an export fetches the list this many at a time. */
const exportRows = 200;

/** What a list call sends for the view's filters; `varietyId` is the pair's id, when one is chosen and known. */
function filters(view: SpotView, varietyId: number | undefined) {
  const { start, end } = rangeInstants({ from: view.from, to: view.to });
  return {
    VarietyId: varietyId,
    Side: view.side === 'all' ? undefined : view.side,
    StartTime: start,
    EndTime: end,
    SortOrder: timeOrder(view.sort),
  };
}

const paging = (page: number) => ({ PageIndex: page, PageRows: spotRows });

export const openOrdersQuery = (view: SpotView, varietyId?: number) => {
  const { VarietyId, Side } = filters(view, varietyId);
  return {
    ...apiQuery(tradingGetEntrustOrderList, { body: { VarietyId, Side, ...paging(view.page) } }),
    ...keepPreviousPage,
  };
};

const historyBody = (view: SpotView, varietyId?: number) => ({
  ...filters(view, varietyId),
  Status: view.status === 'filled' || view.status === 'cancelled' ? view.status : undefined,
});

export const historyQuery = (view: SpotView, varietyId?: number) => ({
  ...apiQuery(tradingGetHistoryOrderList, { body: { ...historyBody(view, varietyId), ...paging(view.page) } }),
  ...keepPreviousPage,
});

export const plansQuery = (view: SpotView, varietyId?: number) => {
  const { VarietyId, Side } = filters(view, varietyId);
  const Status =
    view.status === 'waiting' || view.status === 'triggered' || view.status === 'cancelled' ? view.status : undefined;
  return {
    ...apiQuery(planOrderGetCustomerPlanOrderList, { body: { VarietyId, Side, Status, ...paging(view.page) } }),
    ...keepPreviousPage,
  };
};

const fillsBody = (view: SpotView, varietyId?: number) => {
  const { VarietyId, Side, StartTime, EndTime, SortOrder } = filters(view, varietyId);
  return { VarietyId, Side, StartTime, EndTime, SortOrder };
};

export const fillsQuery = (view: SpotView, varietyId?: number) => ({
  ...apiQuery(dealGetCustomerDealList, { body: { ...fillsBody(view, varietyId), ...paging(view.page) } }),
  ...keepPreviousPage,
});

/** The fills of one order, oldest first, as its row's detail shows them. */
export const orderFillsQuery = (orderId: number) =>
  apiQuery(dealGetCustomerDealList, { body: { OrderId: orderId, SortOrder: 'asc', PageRows: exportRows } });

const countOf = (page: { TotalCount: number }) => page.TotalCount;

/** How many orders are open, or open in one pair: what "cancel all" cancels. */
export const openCountQuery = (varietyId?: number) => ({
  ...apiQuery(tradingGetEntrustOrderList, { body: { VarietyId: varietyId, PageRows: 1 } }),
  select: countOf,
});

/** How many plan orders wait, or wait in one pair. */
export const waitingCountQuery = (varietyId?: number) => ({
  ...apiQuery(planOrderGetCustomerPlanOrderList, { body: { VarietyId: varietyId, Status: 'waiting', PageRows: 1 } }),
  select: countOf,
});

/** Every page of a list, for an export of exactly the rows the filters show, each page through the cache. */
async function allPages<T>(load: (page: number) => Promise<{ Items: T[]; TotalCount: number }>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await load(page);
    rows.push(...answer.Items);
    if (answer.Items.length === 0 || rows.length >= answer.TotalCount) return rows;
  }
}

export const allHistory = (view: SpotView, varietyId?: number) =>
  allPages((PageIndex) =>
    fetchAnswer(
      apiQuery(tradingGetHistoryOrderList, {
        body: { ...historyBody(view, varietyId), PageIndex, PageRows: exportRows },
      }),
    ),
  );

export const allFills = (view: SpotView, varietyId?: number) =>
  allPages((PageIndex) =>
    fetchAnswer(
      apiQuery(dealGetCustomerDealList, {
        body: { ...fillsBody(view, varietyId), PageIndex, PageRows: exportRows },
      }),
    ),
  );
