/**
 * What this area's actions make stale: the list a money action names in its `changes` (reloaded
 * when it succeeds or when its outcome is unknown). What moving money makes stale everywhere is
 * `moneyMoved` (src/data/stale.ts).
 */
import { accountGetAsset } from '../../../generated/operations/accountGetAsset.ts';
import { accountGetPcBillingRecords } from '../../../generated/operations/accountGetPcBillingRecords.ts';
import { dealGetCustomerDealList } from '../../../generated/operations/dealGetCustomerDealList.ts';
import { planOrderGetCustomerPlanOrderList } from '../../../generated/operations/planOrderGetCustomerPlanOrderList.ts';
import { tradeGetActiveKillOrFillOrders } from '../../../generated/operations/tradeGetActiveKillOrFillOrders.ts';
import { tradeGetActiveOrders } from '../../../generated/operations/tradeGetActiveOrders.ts';
import { tradeGetHistoryKillOrFillOrders } from '../../../generated/operations/tradeGetHistoryKillOrFillOrders.ts';
import { tradeGetHistoryOrders } from '../../../generated/operations/tradeGetHistoryOrders.ts';
import { tradeGetHistoryPlanOrders } from '../../../generated/operations/tradeGetHistoryPlanOrders.ts';
import { tradeGetOrderDetail } from '../../../generated/operations/tradeGetOrderDetail.ts';
import { tradeGetPlanOrders } from '../../../generated/operations/tradeGetPlanOrders.ts';
import { tradingGetEntrustOrderList } from '../../../generated/operations/tradingGetEntrustOrderList.ts';
import { tradingGetHistoryOrderList } from '../../../generated/operations/tradingGetHistoryOrderList.ts';
import { transferGetContractAvailableQuantity } from '../../../generated/operations/transferGetContractAvailableQuantity.ts';
import { balanceOperations } from '../../data/balances.ts';

export const staleAfter = {
  /** Cancelling spot orders: every order list and count, and the balances the orders held. */
  spotCancel: [
    tradingGetEntrustOrderList,
    tradingGetHistoryOrderList,
    planOrderGetCustomerPlanOrderList,
    dealGetCustomerDealList,
    ...balanceOperations,
  ],
  /** Cancelling futures orders: the order lists, the bills and the futures balance wherever it shows. */
  futuresCancel: [
    tradeGetActiveOrders,
    tradeGetHistoryOrders,
    tradeGetPlanOrders,
    tradeGetHistoryPlanOrders,
    tradeGetActiveKillOrFillOrders,
    tradeGetHistoryKillOrFillOrders,
    tradeGetOrderDetail,
    accountGetPcBillingRecords,
    accountGetAsset,
    transferGetContractAvailableQuantity,
  ],
} as const;
