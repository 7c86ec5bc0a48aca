/** Futures account calls: the wallet with margin and unrealised PnL, bills, enumerations and favourite contracts. */
import Decimal from 'decimal.js';
import { now } from '../core/clock.ts';
import { signedIn, type ModuleHandlers } from '../core/handler.ts';
import { pageOf } from '../core/paging.ts';
import { balanceOf, walletOf } from '../state/balances.ts';
import type { SandboxState } from '../state/index.ts';
import { coinByCode } from '../seed/coins.ts';
import { enumNames } from '../seed/futures-contracts.ts';
import { contractById, contractPrice, contractRow } from './futures-contracts.ts';
import type { FuturesPosition } from './futures-records.ts';
import { futuresBookOf } from './futures.state.ts';
import { withinTimes } from './market-lists.ts';

const languageIndex = { en: 0, fr: 1, 'zh-CN': 2, 'zh-Hant': 3 } as const;

/** Profit or loss of the open positions at the mark price, in USDT. */
function unrealisedPnl(positions: FuturesPosition[], t: number): Decimal {
  return positions.reduce((sum, p) => {
    const contract = contractById(p.ContractId);
    const move = contractPrice(contract, 'mark', t).minus(p.entryPrice);
    return sum.plus(
      move
        .mul(p.volume)
        .mul(contract.Multiplier)
        .mul(p.long ? 1 : -1),
    );
  }, new Decimal(0));
}

function assetRows(state: SandboxState, customerId: number, t: number) {
  const store = state.core.contractBalances;
  const coins = [...walletOf(store, customerId).keys()];
  const positions = futuresBookOf(state.futures, customerId).positions;
  return (coins.length > 0 ? coins : ['USDT']).map((code) => {
    const { available, frozen } = balanceOf(store, customerId, code);
    const coin = coinByCode(code);
    const places = coin?.Precision ?? 8;
    // Every contract settles in USDT, so only the USDT row carries the positions' PnL.
    const pnl = code === 'USDT' ? unrealisedPnl(positions, t) : new Decimal(0);
    const balance = available.plus(frozen);
    return {
      CoinId: coin?.CoinId ?? 0,
      Coin: code,
      Balance: balance.toFixed(places),
      Available: available.toFixed(places),
      Margin: frozen.toFixed(places),
      UnrealisedPnl: pnl.toFixed(places),
      Equity: balance.plus(pnl).toFixed(places),
    };
  });
}

export const futuresAccountHandlers = {
  accountGetAsset: (ctx) => assetRows(ctx.state, signedIn(ctx).UserId, now()),

  accountGetEnumType: (ctx) =>
    enumNames[ctx.body.typeName].map((names, i) => ({ Value: i + 1, Name: names[languageIndex[ctx.language]] })),

  accountGetPcBillingRecords: (ctx) => {
    const q = ctx.body;
    const bills = futuresBookOf(ctx.state.futures, signedIn(ctx).UserId).bills.filter(
      (b) =>
        (q.CoinId === undefined || b.CoinId === q.CoinId) &&
        (q.BillType === undefined || b.BillType === q.BillType) &&
        (q.BillTradeType === undefined || b.BillTradeType === q.BillTradeType) &&
        (q.ContractId === undefined || b.ContractId === q.ContractId) &&
        withinTimes(b.CreateTime, q.StartTime, q.EndTime),
    );
    return pageOf(
      [...bills].sort((a, b) => b.BillId - a.BillId),
      q,
    );
  },

  accountGetMyFavorites: (ctx) => {
    const t = now();
    return (ctx.state.futures.favorites.get(signedIn(ctx).UserId) ?? []).map((id) => contractRow(contractById(id), t));
  },

  accountAddToFavorites: (ctx) => {
    const contractId = contractById(ctx.body.contractId).ContractId;
    const customerId = signedIn(ctx).UserId;
    const ids = ctx.state.futures.favorites.get(customerId) ?? [];
    if (!ids.includes(contractId)) ctx.state.futures.favorites.set(customerId, [contractId, ...ids]);
    return true;
  },

  accountRemoveFavorites: (ctx) => {
    const { contractId } = ctx.body;
    const customerId = signedIn(ctx).UserId;
    const ids = ctx.state.futures.favorites.get(customerId) ?? [];
    ctx.state.futures.favorites.set(
      customerId,
      ids.filter((id) => id !== contractId),
    );
    return true;
  },
} satisfies ModuleHandlers;
