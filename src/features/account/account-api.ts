/** The calls of the account pages, typed from the contract; pages render their ApiResult. */
import type { components } from '../../../generated/base.ts';
import { api } from '../../api/clients.ts';
import { call, type CallOptions } from '../../api/call.ts';

export type UserInfo = components['schemas']['UserInfo'];
export type CodePurpose = components['schemas']['CodePurpose'];
export type CustomerCertified = components['schemas']['CustomerCertified'];
export type KycCountry = components['schemas']['KycCountry'];
export type KycLevelSetting = components['schemas']['KycLevelSetting'];

export const loginLogRows = 10;

export const loadUserInfo = () => call(api().base.GET('/api/idcm/customer/Customer/GetCustomerWithBaseResponse'));

export const loadLoginLog = (PageIndex: number) => call(api().base.POST('/api/idcm/customer/PersonalCenter/GetLogList', { body: { PageIndex, PageRows: loginLogRows } }));

/** Where a code goes: one of the customer's own bound items, or a new phone or mail address to bind. */
export type CodeTarget = { Type: 'email'; Target: string } | { Type: 'sms'; Target: string; AreaCode: string };

export const sendCode = (target: CodeTarget, Purpose: CodePurpose, options: CallOptions = {}) =>
  call(api().base.POST('/api/idcm/customer/Security/SendVerifyCode', { body: { ...target, Purpose } }), options);

export const loadGoogleAuthenticator = () => call(api().base.GET('/api/idcm/customer/PersonalCenter/GetGoogleTFA'));

export const loadCertification = () => call(api().base.GET('/api/idcm/customer/PersonalCenter/GetCustomerCertified'));

export const loadKycCountries = () => call(api().base.GET('/api/idcm/foundation/app/Setting/GetKYCCountrySetting'));

export const loadKycLevels = () => call(api().base.GET('/api/idcm/foundation/app/coin/GetWebSiteKycSetting'));

export const checkApplication = (LevelName: string) => call(api().base.POST('/api/idcm/customer/CustomerCertSumsub/CheckUserApplication', { body: { LevelName } }));
