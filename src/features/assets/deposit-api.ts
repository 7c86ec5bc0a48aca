/** The deposit page's data: the coins open for deposit, their networks, the customer's address and recent deposits. */
import type { components } from '../../../generated/base.ts';
import { coinAddressGetAddress } from '../../../generated/operations/coinAddressGetAddress.ts';
import { coinAddressGetCoins } from '../../../generated/operations/coinAddressGetCoins.ts';
import { coinGetRechargeWithdrawCoinList } from '../../../generated/operations/coinGetRechargeWithdrawCoinList.ts';
import { coinTransactionInGetUserTransactionInList } from '../../../generated/operations/coinTransactionInGetUserTransactionInList.ts';
import { apiQuery, pollEvery, publicData } from '../../api/query.ts';
import type { AssetCoin } from './assets-api.ts';

export type Deposit = components['schemas']['Deposit'];
export type DepositAddress = components['schemas']['DepositAddress'];
export type CoinTransferSetting = components['schemas']['CoinTransferSetting'];

/** Every listed coin with whether it can be deposited and withdrawn now (the pickers' list). */
export const transferableCoinsQuery = () => ({ ...apiQuery(coinGetRechargeWithdrawCoinList), ...publicData });

const byCode = (coins: AssetCoin[]): ReadonlyMap<string, AssetCoin> => new Map(coins.map((coin) => [coin.Code, coin]));

/** The coins open for deposit, each with only its networks that take deposits. */
export const depositCoinsQuery = () => ({ ...apiQuery(coinAddressGetCoins, { body: {} }), select: byCode });

export const depositAddressQuery = (coinId: number, chain: string) =>
  apiQuery(coinAddressGetAddress, { params: { query: { coinId, chain } } });

export const recentDepositRows = 5;

/** The latest deposits of a coin; polled while one is still gathering confirmations. */
export const recentDepositsQuery = (CoinId: number, confirming: boolean) => ({
  ...apiQuery(coinTransactionInGetUserTransactionInList, { body: { CoinId, PageRows: recentDepositRows } }),
  ...(confirming ? pollEvery(5_000) : {}),
});
