/** The data the assets pages share, typed from the contract: coin settings and the balances' valuations. */
import type { components } from '../../../generated/base.ts';
import type { components as FuturesComponents } from '../../../generated/futures.ts';
import { accountGetAsset } from '../../../generated/operations/accountGetAsset.ts';
import { currencyGetCurrencyAssets } from '../../../generated/operations/currencyGetCurrencyAssets.ts';
import { currencyGetList } from '../../../generated/operations/currencyGetList.ts';
import { customerAssetsGetUserAssets } from '../../../generated/operations/customerAssetsGetUserAssets.ts';
import { apiQuery } from '../../api/query.ts';
import type { FiatCode } from '../../data/fiat-currencies.ts';

export type AssetCoin = components['schemas']['AssetCoin'];
export type ChainSetting = components['schemas']['ChainSetting'];
export type FuturesAsset = FuturesComponents['schemas']['FuturesAsset'];

const byCode = (coins: AssetCoin[]): ReadonlyMap<string, AssetCoin> => new Map(coins.map((coin) => [coin.Code, coin]));

/** Every coin with its chains, deposit and withdrawal switches and the customer's daily withdrawal limit, by code. */
export const assetCoinsQuery = () => ({ ...apiQuery(currencyGetList, { body: {} }), select: byCode });

/** The coins worth at least 1 USDT, for "hide small balances". */
export const largeBalancesQuery = (FiatCode: FiatCode) =>
  apiQuery(customerAssetsGetUserAssets, { body: { FiatCode, HideSmall: true } });

export const totalsQuery = (FiatCode: FiatCode) => apiQuery(currencyGetCurrencyAssets, { body: { FiatCode } });

export const futuresAccountQuery = (enabled: boolean) => ({ ...apiQuery(accountGetAsset), enabled });
