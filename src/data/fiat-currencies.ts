/** The fiat currencies prices can be shown in (CurrencyExchangeRate/GetExchangeRateList), NGN first. */
import type { components } from '../../generated/base.ts';
import { currencyExchangeRateGetExchangeRateList } from '../../generated/operations/currencyExchangeRateGetExchangeRateList.ts';
import { apiQuery, publicData } from '../api/query.ts';

export type FiatCurrency = components['schemas']['FiatCurrency'];
export type FiatCode = components['schemas']['FiatCode'];

/** The fiat currencies the balance calls value in. */
export const fiatCodes: readonly string[] = [
  'NGN',
  'USD',
  'EUR',
  'GBP',
  'BRL',
  'CNY',
  'KES',
  'GHS',
] satisfies FiatCode[];

/** A display currency as the balance calls take it (NGN, the site's default, for one they do not know). */
export const asFiatCode = (code: string): FiatCode => (fiatCodes.includes(code) ? (code as FiatCode) : 'NGN');

/** Rates move, so the list is public data reloaded like prices, not content. */
export const fiatCurrenciesQuery = () => ({ ...apiQuery(currencyExchangeRateGetExchangeRateList), ...publicData });
