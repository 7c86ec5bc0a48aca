/** The calls of signing in, registering and recovering a password, with the refusals each handles itself. */
import { api } from '../../api/clients.ts';
import { call } from '../../api/call.ts';
import { apiQuery, contentData } from '../../api/query.ts';
import { commonSettingGetProtocolLinks } from '../../../generated/operations/commonSettingGetProtocolLinks.ts';
import { fieldCodes } from './refusals.ts';
import type { AccountRequest, SecondStepType } from './types.ts';

/** The sign-in waiting for its second step expired (sandbox/modules/customer-faults.ts). */
export const secondStepExpiredCode = 20008;
/** No customer has the invite code given at registration. */
export const inviteCodeUnknownCode = 20007;
/** No account has this phone or mail address. */
export const accountUnknownCode = 10004;

const base = () => api().base;

export const checkIsRemoteLogIn = (account: AccountRequest) =>
  call(base().POST('/api/idcm/customer/Customer/CheckIsRemoteLogIn', { body: account }));

export const signIn = (account: AccountRequest, password: string) =>
  call(base().POST('/api/idcm/customer/Customer/SignIn', { body: { ...account, Password: password } }), {
    ignore: fieldCodes,
  });

/** Scene login: completes a sign-in that waits for its second step. */
export const verifySignIn = (verifyToken: string, code: string) =>
  call(
    base().POST('/api/idcm/customer/Security/SecurityVerify', {
      body: { Scene: 'login', VerifyToken: verifyToken, Code: code },
    }),
    {
      ignore: [...fieldCodes, secondStepExpiredCode],
    },
  );

type CodePurpose = 'login' | 'register' | 'findPwd';

/** Sends a code to the bound phone or mail address of an account. */
export const sendCodeToAccount = (
  type: Exclude<SecondStepType, 'google'>,
  purpose: CodePurpose,
  account: AccountRequest,
) =>
  call(
    base().POST('/api/idcm/customer/Security/SendVerifyCode', { body: { Type: type, Purpose: purpose, ...account } }),
  );

/** Sends a code to an address the customer typed (registration). */
export const sendCodeToTarget = (
  target: { Type: 'email' | 'sms'; Target: string; AreaCode?: string },
  purpose: CodePurpose,
) =>
  call(base().POST('/api/idcm/customer/Security/SendVerifyCode', { body: { ...target, Purpose: purpose } }), {
    ignore: fieldCodes,
  });

export const getLoginQr = () => call(base().POST('/api/idcm/customer/Customer/GetLoginQR'));

export const checkQrStatus = (qrId: string) =>
  call(base().POST('/api/idcm/customer/Customer/CheckQrStatus', { body: { QrId: qrId } }));

export const protocolLinksQuery = () => ({ ...apiQuery(commonSettingGetProtocolLinks), ...contentData });

export const isEmailTaken = (email: string) =>
  call(base().GET('/api/idcm/customer/Customer/IsExistEmail', { params: { query: { email } } }));

export const isPhoneTaken = (phone: string, areaCode: string) =>
  call(base().GET('/api/idcm/customer/Customer/IsExistPhone', { params: { query: { phone, areaCode } } }));

export const inviteCodeExists = (code: string) =>
  call(base().GET('/api/idcm/customer/Customer/CustomerCodeExist', { params: { query: { code } } }));

export interface Registration {
  RegisterType: 'email' | 'phone';
  Email?: string;
  Phone?: string;
  AreaCode?: string;
  Password: string;
  Code: string;
  InviteCode?: string;
}

export const registerUser = (registration: Registration) =>
  call(base().POST('/api/idcm/customer/Customer/RegisterUser', { body: registration }), {
    ignore: [...fieldCodes, inviteCodeUnknownCode],
  });

export const getBindInfo = (account: AccountRequest) =>
  call(base().POST('/api/idcm/customer/Customer/GetCustomerBindInfo', { body: account }), {
    ignore: [accountUnknownCode],
  });

export const checkRecoveryCode = (type: 'email' | 'sms', account: AccountRequest, code: string) =>
  call(
    base().POST('/api/idcm/customer/Security/CheckVerifyCodeInvalid', {
      body: { Type: type, ...account, Purpose: 'findPwd', Code: code },
    }),
  );

export const forgetPass = (account: AccountRequest, code: string, newPassword: string, googleCode?: string) =>
  call(
    base().POST('/api/idcm/customer/Customer/ForgetPass', {
      body: { ...account, Code: code, NewPassword: newPassword, ...(googleCode ? { GoogleCode: googleCode } : {}) },
    }),
    { ignore: fieldCodes },
  );
