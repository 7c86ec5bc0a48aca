/** Transfers between the spot account (core balances) and the futures account (core contract balances). */
import Decimal from 'decimal.js';
import type { components } from '../../generated/base.ts';
import { now } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { signedIn, type ModuleHandlers } from '../core/handler.ts';
import { pageOfViews } from '../core/paging.ts';
import type { SeedCoin } from '../seed/coins.ts';
import { credit, debit, walletOf, type BalanceStore } from '../state/balances.ts';
import type { CoreState } from '../state/core.ts';
import { assetsCodes, customerRecords, findCoin, iso } from './assets-common.ts';
import type { AccountKind, TransferRecord } from './assets.state.ts';

type Transfer = components['schemas']['Transfer'];

/** The coins futures contracts are margined in; only these move to and from the futures account. */
const marginCoins = ['USDT', 'USDC', 'BTC', 'ETH'];

function marginCoin(coinId: number): SeedCoin {
  const coin = findCoin(coinId);
  if (!marginCoins.includes(coin.Code))
    throw new SandboxFault(assetsCodes.notMarginCoin, `${coin.Code} cannot move to or from the futures account`);
  return coin;
}

const storeOf = (core: CoreState, account: AccountKind): BalanceStore =>
  account === 'spot' ? core.balances : core.contractBalances;

const availableIn = (core: CoreState, account: AccountKind, customerId: number, coin: SeedCoin): Decimal =>
  walletOf(storeOf(core, account), customerId).get(coin.Code)?.available ?? new Decimal(0);

function toTransfer(t: TransferRecord): Transfer {
  return {
    Id: t.id,
    CoinId: t.coin.CoinId,
    Code: t.coin.Code,
    Amount: t.amount,
    From: t.from,
    To: t.to,
    Status: 'completed',
    CreateTime: iso(t.createdAt),
  };
}

export const transferHandlers = {
  transferGetContractAvailableQuantity: (ctx) => {
    const customer = signedIn(ctx);
    const coin = marginCoin(ctx.body.CoinId);
    const core = ctx.state.core;
    const spot = availableIn(core, 'spot', customer.UserId, coin);
    const contract = availableIn(core, 'contract', customer.UserId, coin);
    return {
      CoinId: coin.CoinId,
      Code: coin.Code,
      From: ctx.body.From,
      Quantity: (ctx.body.From === 'spot' ? spot : contract).toFixed(coin.Precision, Decimal.ROUND_DOWN),
      SpotAvailable: spot.toFixed(coin.Precision, Decimal.ROUND_DOWN),
      ContractAvailable: contract.toFixed(coin.Precision, Decimal.ROUND_DOWN),
    };
  },

  transferAddTransfer: (ctx) => {
    const customer = signedIn(ctx);
    const { From, To } = ctx.body;
    if (From === To) throw new SandboxFault(codes.invalidArgument, 'From and To must be different accounts');
    const coin = marginCoin(ctx.body.CoinId);
    const amount = new Decimal(ctx.body.Amount);
    if (amount.decimalPlaces() > coin.Precision)
      throw new SandboxFault(codes.invalidArgument, `${coin.Code} amounts have at most ${coin.Precision} decimals`);
    debit(storeOf(ctx.state.core, From), customer.UserId, coin.Code, amount);
    credit(storeOf(ctx.state.core, To), customer.UserId, coin.Code, amount);
    const record: TransferRecord = {
      id: ctx.state.assets.nextTransferId(),
      customerId: customer.UserId,
      coin,
      amount: amount.toFixed(),
      from: From,
      to: To,
      createdAt: now(),
    };
    ctx.state.assets.transfers.push(record);
    return toTransfer(record);
  },

  transferGetListByTransfer: (ctx) => {
    const customer = signedIn(ctx);
    const q = ctx.body;
    const mine = customerRecords(ctx.state.assets.transfers, customer.UserId, q).filter(
      (t) => q.From === undefined || t.from === q.From,
    );
    return pageOfViews(mine, q, toTransfer);
  },
} satisfies ModuleHandlers;
