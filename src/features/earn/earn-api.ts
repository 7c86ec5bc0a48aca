/** The earn pages' data and changes, typed from the contract, and what each change makes stale. */
import type { components } from '../../../generated/base.ts';
import { financingCreateDeposit } from '../../../generated/operations/financingCreateDeposit.ts';
import { financingCreateWithdraw } from '../../../generated/operations/financingCreateWithdraw.ts';
import { financingGetFinancialUserAsset } from '../../../generated/operations/financingGetFinancialUserAsset.ts';
import { financingGetUserProductDetail } from '../../../generated/operations/financingGetUserProductDetail.ts';
import { financingGetUserProductList } from '../../../generated/operations/financingGetUserProductList.ts';
import { financingGetUserTradeRecord } from '../../../generated/operations/financingGetUserTradeRecord.ts';
import { apiQuery, keepPreviousPage } from '../../api/query.ts';
import type { RefusalTable } from '../../money-action/outcome.ts';

export type Product = components['schemas']['FinancingProduct'];
export type ProductDetail = components['schemas']['FinancingProductDetail'];
export type ProductType = components['schemas']['FinancingProductType'];
export type Holding = components['schemas']['FinancingHolding'];
export type EarnAssets = components['schemas']['FinancingUserAsset'];
export type TradeRecord = components['schemas']['FinancingTradeRecord'];
export type TradeType = components['schemas']['FinancingTradeType'];

export const productRows = 10;
export const recordRows = 10;

export const productsQuery = (PageIndex: number, CoinCode: string | undefined, Type: ProductType | undefined) => ({
  ...apiQuery(financingGetUserProductList, {
    body: { PageIndex, PageRows: productRows, ...(CoinCode ? { CoinCode } : {}), ...(Type ? { Type } : {}) },
  }),
  ...keepPreviousPage,
});

/** Every product, for the coin filter's choices. */
export const productCoinsQuery = () => ({
  ...apiQuery(financingGetUserProductList, { body: { PageIndex: 1, PageRows: 200 } }),
  select: (page: { Items: Product[] }) => [...new Set(page.Items.map((p) => p.CoinCode))].sort(),
});

export const productQuery = (productId: number) =>
  apiQuery(financingGetUserProductDetail, { params: { query: { productId } } }, { ignore: ['10004'] });

export const assetsQuery = (enabled: boolean) => ({ ...apiQuery(financingGetFinancialUserAsset), enabled });

export const recordsQuery = (PageIndex: number, TradeType: TradeType | undefined, CoinCode: string | undefined) => ({
  ...apiQuery(financingGetUserTradeRecord, {
    body: { PageIndex, PageRows: recordRows, ...(TradeType ? { TradeType } : {}), ...(CoinCode ? { CoinCode } : {}) },
  }),
  ...keepPreviousPage,
});

export const subscribe = financingCreateDeposit;
export const redeem = financingCreateWithdraw;

const onAmount = (code: string) => ({ field: 'amount' as const, id: `earn.refusal.${code}` });

/** A subscription's refusals of the amount (no account, limits, quota, balance) land on it; any other shows over the form. */
export const subscribeRefusals: RefusalTable<'amount'> = {
  elsewhere: 'form',
  codes: Object.fromEntries(['61001', '61002', '61003', '61004', '30001'].map((code) => [code, onAmount(code)])),
};

/** A redemption's refusals of the amount (locked, above the principal) land on it; any other shows over the form. */
export const redeemRefusals: RefusalTable<'amount'> = {
  elsewhere: 'form',
  codes: Object.fromEntries(['61005', '61006'].map((code) => [code, onAmount(code)])),
};
