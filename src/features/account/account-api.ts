/** The data and calls of the account pages, typed from the contract. */
import type { components } from '../../../generated/base.ts';
import { coinGetWebSiteKycSetting } from '../../../generated/operations/coinGetWebSiteKycSetting.ts';
import { customerCertSumsubCheckUserApplication } from '../../../generated/operations/customerCertSumsubCheckUserApplication.ts';
import { personalCenterGetCustomerCertified } from '../../../generated/operations/personalCenterGetCustomerCertified.ts';
import { personalCenterGetGoogleTFA } from '../../../generated/operations/personalCenterGetGoogleTFA.ts';
import { personalCenterGetLogList } from '../../../generated/operations/personalCenterGetLogList.ts';
import { securitySendVerifyCode } from '../../../generated/operations/securitySendVerifyCode.ts';
import type { CallOptions } from '../../api/call.ts';
import { callOperation } from '../../api/operation.ts';
import { apiQuery, contentData, keepPreviousPage } from '../../api/query.ts';

export type UserInfo = components['schemas']['UserInfo'];
export type CodePurpose = components['schemas']['CodePurpose'];
export type CustomerCertified = components['schemas']['CustomerCertified'];
export type KycCountry = components['schemas']['KycCountry'];
export type KycLevelSetting = components['schemas']['KycLevelSetting'];

export const loginLogRows = 10;

export const loginLogQuery = (PageIndex: number) => ({
  ...apiQuery(personalCenterGetLogList, { body: { PageIndex, PageRows: loginLogRows } }),
  ...keepPreviousPage,
});

/** Where a code goes: one of the customer's own bound items, or a new phone or mail address to bind. */
export type CodeTarget = { Type: 'email'; Target: string } | { Type: 'sms'; Target: string; AreaCode: string };

export const sendCode = (target: CodeTarget, Purpose: CodePurpose, options: CallOptions = {}) =>
  callOperation(securitySendVerifyCode, { body: { ...target, Purpose } }, options);

export const googleAuthenticator = personalCenterGetGoogleTFA;
export const googleAuthenticatorQuery = () => apiQuery(personalCenterGetGoogleTFA);

export const certificationQuery = () => apiQuery(personalCenterGetCustomerCertified);

export const kycLevelsQuery = () => ({ ...apiQuery(coinGetWebSiteKycSetting), ...contentData });

/** The application check for the level the UserType rule names (null until the level is known). */
export const applicationQuery = (LevelName: string | null) => ({
  ...apiQuery(customerCertSumsubCheckUserApplication, { body: { LevelName: LevelName ?? '' } }),
  enabled: LevelName !== null,
});
