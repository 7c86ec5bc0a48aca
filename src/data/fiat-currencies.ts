/** The fiat currencies prices can be shown in (CurrencyExchangeRate/GetExchangeRateList), NGN first. */
import type { components } from '../../generated/base.ts';
import { currencyExchangeRateGetExchangeRateList } from '../../generated/operations/currencyExchangeRateGetExchangeRateList.ts';
import { apiQuery, publicData } from '../api/query.ts';

export type FiatCurrency = components['schemas']['FiatCurrency'];

/** Rates move, so the list is public data reloaded like prices, not content. */
export const fiatCurrenciesQuery = () => ({ ...apiQuery(currencyExchangeRateGetExchangeRateList), ...publicData });
