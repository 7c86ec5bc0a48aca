/**
 * Assets module handlers: balances and their value, deposits, withdrawals, transfers between the
 * spot and futures accounts, the ledger of movements and the withdrawal address book.
 */
import Decimal from 'decimal.js';
import type { components } from '../../generated/base.ts';
import { signedIn, type ModuleHandlers } from '../core/handler.ts';
import { seedFiats } from '../seed/fiat.ts';
import { addressBookHandlers } from './assets-address-book.ts';
import { depositHandlers } from './assets-deposit.ts';
import { recordHandlers } from './assets-records.ts';
import { settleAssets } from './assets-settle.ts';
import { transferHandlers } from './assets-transfer.ts';
import { customerAssets, resolveFiat, totalUsdt } from './assets-valuation.ts';
import { withdrawHandlers } from './assets-withdraw.ts';

type FiatCode = components['schemas']['FiatCode'];

const balanceHandlers = {
  customerAssetsGetAssets: (ctx) => {
    const customer = signedIn(ctx);
    settleAssets(ctx.state);
    return customerAssets(ctx.state.core.balances, customer, resolveFiat(customer, ctx.body.FiatCode));
  },

  customerAssetsGetUserAssets: (ctx) => {
    const customer = signedIn(ctx);
    settleAssets(ctx.state);
    const fiat = resolveFiat(customer, ctx.body.FiatCode);
    return customerAssets(ctx.state.core.balances, customer, fiat, {
      coinId: ctx.body.CoinId,
      hideSmall: ctx.body.HideSmall,
    });
  },

  currencyGetCurrencyAssets: (ctx) => {
    const customer = signedIn(ctx);
    settleAssets(ctx.state);
    const usdt = totalUsdt(ctx.state.core.balances, customer.UserId);
    const wanted = ctx.body.FiatCode;
    return {
      TotalUsdt: usdt.toFixed(2, Decimal.ROUND_DOWN),
      Items: seedFiats
        .filter((f) => wanted === undefined || f.Code === wanted)
        .map((f) => ({
          FiatId: f.Id,
          FiatCode: f.Code as FiatCode,
          Symbol: f.Symbol,
          RateToUsdt: f.RateToUsdt,
          TotalFiat: usdt.times(f.RateToUsdt).toFixed(2, Decimal.ROUND_DOWN),
        })),
    };
  },
} satisfies ModuleHandlers;

export const assetsHandlers = {
  ...balanceHandlers,
  ...depositHandlers,
  ...withdrawHandlers,
  ...transferHandlers,
  ...recordHandlers,
  ...addressBookHandlers,
} satisfies ModuleHandlers;
