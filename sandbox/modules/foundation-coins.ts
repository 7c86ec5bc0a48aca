/** Foundation calls about coins, their networks, fiat prices and verification limits. */
import Decimal from 'decimal.js';
import type { components } from '../../generated/base.ts';
import { now } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import type { ModuleHandlers } from '../core/handler.ts';
import { coinById, seedCoins, type SeedCoin } from '../seed/coins.ts';
import { defaultFiatCode, seedFiats } from '../seed/fiat.ts';
import { chainSetting } from '../seed/foundation-coin-transfers.ts';
import { seedKycLevels } from '../seed/foundation-kyc.ts';
import { callLanguage } from '../seed/foundation-l10n.ts';
import { coinIntroduction } from './foundation-coin-info.ts';
import { coinIconUrl } from './market-icons.ts';
import { usdtPriceOf } from './market-prices.ts';

type Coin = components['schemas']['Coin'];

/** Withdrawal limits of every verification level are counted in this coin. */
const limitCoinCode = 'USDT';

export const toCoin = (coin: SeedCoin): Coin => ({
  CoinId: coin.CoinId,
  Code: coin.Code,
  Name: coin.Name,
  Precision: coin.Precision,
  IconUrl: coinIconUrl(coin.Code),
  PriceUsdt: coin.PriceUsdt,
  Change24h: coin.Change24h,
});

/** Fiat prices keep 8 decimals so that coins worth a fraction of a cent (PEPE, SHIB) still show. */
const fiatPrice = (priceUsdt: Decimal.Value, rate: string): string =>
  new Decimal(priceUsdt).mul(rate).toDecimalPlaces(8).toFixed();

export const coinHandlers = {
  coinGetDefaultWebSiteCoinList: () => seedCoins.map(toCoin),

  coinGetRechargeWithdrawCoinList: (ctx) =>
    seedCoins.map((coin) => {
      const wallet = ctx.state.foundation.coinWallets.get(coin.Code) ?? {
        DepositEnabled: false,
        WithdrawEnabled: false,
      };
      const defaultChain = chainSetting(coin.Code, coin.Chains[0]);
      return {
        ...toCoin(coin),
        ...wallet,
        MinWithdraw: defaultChain.MinWithdraw,
        WithdrawFee: defaultChain.WithdrawFee,
      };
    }),

  coinGetCoinChains: (ctx) => {
    const coin = coinById(ctx.query.coinId);
    if (!coin) throw new SandboxFault(codes.notFound, `No coin with id ${ctx.query.coinId}`);
    return coin.Chains.map((chain) => chainSetting(coin.Code, chain));
  },

  coinGetWebSiteKycSetting: (ctx) =>
    seedKycLevels.map((level) => ({
      Level: level.Level,
      Name: level.name[ctx.language],
      Requirements: level.requirements[ctx.language],
      DailyWithdrawLimit: level.DailyWithdrawLimit,
      LimitCoinCode: limitCoinCode,
    })),

  currencyExchangeRateGetExchangeRateList: () =>
    seedFiats.map((fiat) => ({ Id: fiat.Id, Code: fiat.Code, Symbol: fiat.Symbol, Rate: fiat.RateToUsdt })),

  currencyExchangeRateGetPairRateList: (ctx) => {
    const fiatCode = ctx.query.fiatCode ?? defaultFiatCode;
    const fiat = seedFiats.find((f) => f.Code === fiatCode);
    if (!fiat) throw new SandboxFault(codes.invalidArgument, `Prices are not shown in ${fiatCode}`);
    // At the coin's price on its USDT market now, so /rate, the markets and the fiat values agree.
    const t = now();
    return seedCoins.map((coin) => ({
      CoinCode: coin.Code,
      FiatCode: fiat.Code,
      Price: fiatPrice(usdtPriceOf(coin.Code, t), fiat.RateToUsdt),
    }));
  },

  infoWebsiteCoinInfo: (ctx) => {
    const introduction = coinIntroduction(ctx.query.coinCode, callLanguage(ctx, ctx.query.languageCode));
    if (!introduction) throw new SandboxFault(codes.notFound, `No coin ${ctx.query.coinCode} is listed`);
    return introduction;
  },
} satisfies ModuleHandlers;
