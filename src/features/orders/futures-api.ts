/** The futures calls of /futuresOrder: contracts, the order lists, bills and cancellations, typed from the contract. */
import type { components } from '../../../generated/futures.ts';
import { accountGetAsset } from '../../../generated/operations/accountGetAsset.ts';
import { accountGetPcBillingRecords } from '../../../generated/operations/accountGetPcBillingRecords.ts';
import { baseinfoGetContracts } from '../../../generated/operations/baseinfoGetContracts.ts';
import { tradeGetActiveKillOrFillOrders } from '../../../generated/operations/tradeGetActiveKillOrFillOrders.ts';
import { tradeGetActiveOrders } from '../../../generated/operations/tradeGetActiveOrders.ts';
import { tradeGetHistoryKillOrFillOrders } from '../../../generated/operations/tradeGetHistoryKillOrFillOrders.ts';
import { tradeGetHistoryOrders } from '../../../generated/operations/tradeGetHistoryOrders.ts';
import { tradeGetHistoryPlanOrders } from '../../../generated/operations/tradeGetHistoryPlanOrders.ts';
import { tradeGetOrderDetail } from '../../../generated/operations/tradeGetOrderDetail.ts';
import { tradeGetPlanOrders } from '../../../generated/operations/tradeGetPlanOrders.ts';
import { apiQuery, keepPreviousPage, publicData, useApiQuery } from '../../api/query.ts';
import { rangeInstants } from '../../lib/date-range.ts';
import { enumChoice, type FuturesView } from './futures-search.ts';
import { timeOrder } from './spot-search.ts';

export type FuturesContract = components['schemas']['FuturesContract'];
export type FuturesOrder = components['schemas']['FuturesOrder'];
export type FuturesPlanOrder = components['schemas']['FuturesPlanOrder'];
export type FuturesKillOrFillOrder = components['schemas']['FuturesKillOrFillOrder'];
export type FuturesBill = components['schemas']['FuturesBill'];

export const futuresRows = 10;

export const contractsQuery = () => ({ ...apiQuery(baseinfoGetContracts), ...publicData });

/** A contract's price precision, from the contract list; undefined while unknown. */
export function useContractPrecision(contractId: number): { places?: number; loading: boolean } {
  const contracts = useApiQuery(contractsQuery());
  return {
    places: contracts.data?.find((c) => c.ContractId === contractId)?.PricePrecision,
    loading: contracts.isPending,
  };
}

/** The customer's futures account, one row per coin: the bill query's coins. */
export const futuresAssetsQuery = () => apiQuery(accountGetAsset);

const orderBody = (view: FuturesView, contractId: number | undefined) => ({
  ContractId: contractId,
  SortOrder: timeOrder(view.sort),
  PageIndex: view.page,
  PageRows: futuresRows,
});

export const currentOrdersQuery = (view: FuturesView, contractId?: number) => ({
  ...apiQuery(tradeGetActiveOrders, { body: orderBody(view, contractId) }),
  ...keepPreviousPage,
});
export const historyOrdersQuery = (view: FuturesView, contractId?: number) => ({
  ...apiQuery(tradeGetHistoryOrders, { body: orderBody(view, contractId) }),
  ...keepPreviousPage,
});

export const planOrdersQuery = (view: FuturesView, contractId?: number) => ({
  ...apiQuery(view.scope === 'active' ? tradeGetPlanOrders : tradeGetHistoryPlanOrders, {
    body: orderBody(view, contractId),
  }),
  ...keepPreviousPage,
});

export const killOrFillQuery = (view: FuturesView, contractId?: number) => ({
  ...apiQuery(view.scope === 'active' ? tradeGetActiveKillOrFillOrders : tradeGetHistoryKillOrFillOrders, {
    body: orderBody(view, contractId),
  }),
  ...keepPreviousPage,
});

/** The spec's futures bill query (section 3): coin, bill type, trade type, contract, time range, paging. */
export function billsQuery(view: FuturesView, contractId: number | undefined, coinId: number | undefined) {
  const { start, end } = rangeInstants({ from: view.from, to: view.to });
  const body = {
    CoinId: coinId,
    BillType: enumChoice(view.billType) as components['schemas']['FuturesBillType'] | undefined,
    BillTradeType: enumChoice(view.tradeType) as components['schemas']['FuturesBillTradeType'] | undefined,
    ContractId: contractId,
    StartTime: start,
    EndTime: end,
    PageIndex: view.page,
    PageRows: futuresRows,
  };
  return { ...apiQuery(accountGetPcBillingRecords, { body }), ...keepPreviousPage };
}

export const orderDetailQuery = (orderId: number) => apiQuery(tradeGetOrderDetail, { body: { OrderId: orderId } });
