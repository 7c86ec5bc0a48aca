/** The coins and chains customers can hold, deposit addresses and the deposit history. */
import type { components } from '../../generated/base.ts';
import { SandboxFault } from '../core/fault.ts';
import { signedIn, type ModuleHandlers } from '../core/handler.ts';
import { pageOfViews } from '../core/paging.ts';
import { chainSettings, depositAddress } from '../seed/assets-chains.ts';
import { seedCoins, type SeedCoin } from '../seed/coins.ts';
import { assetsCodes, coinChain, customerRecords, findCoin, iso, isoOrNull } from './assets-common.ts';
import { settleAssets } from './assets-settle.ts';
import type { DepositRecord } from './assets.state.ts';

type AssetCoin = components['schemas']['AssetCoin'];
type Deposit = components['schemas']['Deposit'];

function assetCoin(coin: SeedCoin, onlyDepositChains = false): AssetCoin {
  const all = chainSettings(coin);
  const Chains = onlyDepositChains ? all.filter((c) => c.CanDeposit) : all;
  return {
    CoinId: coin.CoinId,
    Code: coin.Code,
    Name: coin.Name,
    Precision: coin.Precision,
    CanDeposit: all.some((c) => c.CanDeposit),
    CanWithdraw: all.some((c) => c.CanWithdraw),
    Chains,
  };
}

function matching(keyword: string | undefined): SeedCoin[] {
  const k = keyword?.trim().toLowerCase();
  return k ? seedCoins.filter((c) => c.Code.toLowerCase().includes(k) || c.Name.toLowerCase().includes(k)) : seedCoins;
}

function toDeposit(d: DepositRecord): Deposit {
  return {
    Id: d.id,
    CoinId: d.coin.CoinId,
    Code: d.coin.Code,
    Chain: d.chain,
    Address: d.address,
    Memo: d.memo,
    Amount: d.amount,
    TxId: d.txId,
    Confirmations: d.confirmations,
    RequiredConfirmations: d.requiredConfirmations,
    Status: d.status,
    CreateTime: iso(d.createdAt),
    CompleteTime: isoOrNull(d.completedAt),
  };
}

export const depositHandlers = {
  currencyGetList: (ctx) => matching(ctx.body.Keyword).map((coin) => assetCoin(coin)),

  coinAddressGetCoins: (ctx) =>
    matching(ctx.body.Keyword)
      .map((coin) => assetCoin(coin, true))
      .filter((coin) => coin.CanDeposit),

  coinAddressGetAddress: (ctx) => {
    const customer = signedIn(ctx);
    const coin = findCoin(ctx.query.coinId);
    const setting = coinChain(coin, ctx.query.chain);
    if (!setting.CanDeposit) throw new SandboxFault(assetsCodes.depositSuspended, `Deposits of ${coin.Code} on ${setting.Chain} are suspended`);
    const { address, memo } = depositAddress(customer.UserId, coin.Code, setting.Chain);
    return {
      CoinId: coin.CoinId,
      Code: coin.Code,
      Chain: setting.Chain,
      Address: address,
      Memo: memo,
      QrContent: address,
      MinDeposit: setting.MinDeposit,
      Confirmations: setting.Confirmations,
    };
  },

  coinTransactionInGetUserTransactionInList: (ctx) => {
    const customer = signedIn(ctx);
    settleAssets(ctx.state);
    const q = ctx.body;
    const mine = customerRecords(ctx.state.assets.deposits, customer.UserId, q).filter((d) => q.Status === undefined || d.status === q.Status);
    return pageOfViews(mine, q, toDeposit);
  },
} satisfies ModuleHandlers;
