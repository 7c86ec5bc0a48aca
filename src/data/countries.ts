/** The countries the exchange knows, with their area codes (Setting/GetKYCCountrySetting): sign-in and identity verification. */
import { settingGetKYCCountrySetting } from '../../generated/operations/settingGetKYCCountrySetting.ts';
import { apiQuery, contentData } from '../api/query.ts';

export const countriesQuery = () => ({ ...apiQuery(settingGetKYCCountrySetting), ...contentData });
