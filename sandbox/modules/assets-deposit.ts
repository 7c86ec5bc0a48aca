/** The coins and chains customers can hold, deposit addresses and the deposit history. */
import type { components } from '../../generated/base.ts';
import { now } from '../core/clock.ts';
import { SandboxFault } from '../core/fault.ts';
import { signedIn, type ModuleHandlers } from '../core/handler.ts';
import { pageOfViews } from '../core/paging.ts';
import { chainSettings, depositAddress, txIdOn } from '../seed/assets-chains.ts';
import { seedCoins, type SeedCoin } from '../seed/coins.ts';
import { paymentTypes } from '../seed/digital-fiat-catalog.ts';
import type { Customer } from '../state/customers.ts';
import type { SandboxState } from '../state/index.ts';
import { assetsCodes, coinChain, customerRecords, findCoin, iso, isoOrNull } from './assets-common.ts';
import { dailyAllowance } from './assets-limits.ts';
import { settleAssets } from './assets-settle.ts';
import type { DepositRecord } from './assets.state.ts';
import { fiatCoinCode } from './digital-fiat-pricing.ts';

type AssetCoin = components['schemas']['AssetCoin'];
type Deposit = components['schemas']['Deposit'];
type FiatCode = components['schemas']['FiatCode'];

/** Digital fiat sells its coin for the currencies with a bank pay-out. */
const payOutFiats = [
  ...new Set(
    paymentTypes.filter((t) => t.Direction === 'out' && t.Channel === 'bank').map((t) => t.FiatCode as FiatCode),
  ),
];

function assetCoin(state: SandboxState, customer: Customer, coin: SeedCoin, onlyDepositChains = false): AssetCoin {
  const all = chainSettings(coin);
  const Chains = onlyDepositChains ? all.filter((c) => c.CanDeposit) : all;
  const allowance = dailyAllowance(state, customer, coin, now());
  return {
    CoinId: coin.CoinId,
    Code: coin.Code,
    Name: coin.Name,
    Precision: coin.Precision,
    CanDeposit: all.some((c) => c.CanDeposit),
    CanWithdraw: all.some((c) => c.CanWithdraw),
    Chains,
    DailyWithdrawLimit: allowance.limit.toFixed(),
    DailyWithdrawRemaining: allowance.remaining.toFixed(),
    FiatPayOut: coin.Code === fiatCoinCode ? payOutFiats : [],
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
  currencyGetList: (ctx) => {
    const customer = signedIn(ctx);
    settleAssets(ctx.state);
    return matching(ctx.body.Keyword).map((coin) => assetCoin(ctx.state, customer, coin));
  },

  coinAddressGetCoins: (ctx) => {
    const customer = signedIn(ctx);
    return matching(ctx.body.Keyword)
      .map((coin) => assetCoin(ctx.state, customer, coin, true))
      .filter((coin) => coin.CanDeposit);
  },

  coinAddressGetAddress: (ctx) => {
    const customer = signedIn(ctx);
    const coin = findCoin(ctx.query.coinId);
    const setting = coinChain(coin, ctx.query.chain);
    if (!setting.CanDeposit)
      throw new SandboxFault(
        assetsCodes.depositSuspended,
        `Deposits of ${coin.Code} on ${setting.Chain} are suspended`,
      );
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
    const mine = customerRecords(ctx.state.assets.deposits, customer.UserId, q).filter(
      (d) => q.Status === undefined || d.status === q.Status,
    );
    return pageOfViews(mine, q, toDeposit);
  },
} satisfies ModuleHandlers;

/** A deposit takes this long by the sandbox clock to gather its confirmations and be credited. */
export const depositCreditMs = 60_000;

/**
 * A deposit seen on chain now at the customer's address (the deposit knob): it gains
 * confirmations as the clock moves and is credited after depositCreditMs, or at once.
 */
export function arriveDeposit(
  state: SandboxState,
  customer: Customer,
  coin: SeedCoin,
  chain: string,
  amount: string,
  creditNow: boolean,
): DepositRecord {
  const setting = coinChain(coin, chain);
  const at = now();
  const id = state.assets.nextDepositId();
  const record: DepositRecord = {
    id,
    customerId: customer.UserId,
    coin,
    chain: setting.Chain,
    ...depositAddress(customer.UserId, coin.Code, setting.Chain),
    amount,
    txId: txIdOn(setting.Chain, `deposit:${id}`),
    confirmations: 0,
    requiredConfirmations: setting.Confirmations,
    status: 'confirming',
    createdAt: at,
    progressFrom: { at, confirmations: 0 },
    creditAt: creditNow ? at : at + depositCreditMs,
    completedAt: null,
  };
  state.assets.deposits.push(record);
  settleAssets(state);
  return record;
}
