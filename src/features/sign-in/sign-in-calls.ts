/** The calls of signing in, registering and recovering a password, with the refusals each handles itself. */
import { callOperation } from '../../api/operation.ts';
import { apiQuery, contentData } from '../../api/query.ts';
import { customerCheckIsRemoteLogIn } from '../../../generated/operations/customerCheckIsRemoteLogIn.ts';
import { customerSignIn } from '../../../generated/operations/customerSignIn.ts';
import { securitySecurityVerify } from '../../../generated/operations/securitySecurityVerify.ts';
import { securitySendVerifyCode } from '../../../generated/operations/securitySendVerifyCode.ts';
import { customerGetLoginQR } from '../../../generated/operations/customerGetLoginQR.ts';
import { customerCheckQrStatus } from '../../../generated/operations/customerCheckQrStatus.ts';
import { customerIsExistEmail } from '../../../generated/operations/customerIsExistEmail.ts';
import { customerIsExistPhone } from '../../../generated/operations/customerIsExistPhone.ts';
import { customerCustomerCodeExist } from '../../../generated/operations/customerCustomerCodeExist.ts';
import { customerRegisterUser } from '../../../generated/operations/customerRegisterUser.ts';
import { customerGetCustomerBindInfo } from '../../../generated/operations/customerGetCustomerBindInfo.ts';
import { securityCheckVerifyCodeInvalid } from '../../../generated/operations/securityCheckVerifyCodeInvalid.ts';
import { customerForgetPass } from '../../../generated/operations/customerForgetPass.ts';
import { commonSettingGetProtocolLinks } from '../../../generated/operations/commonSettingGetProtocolLinks.ts';
import { fieldCodes } from './refusals.ts';
import type { AccountRequest, SecondStepType } from './types.ts';

/** The sign-in waiting for its second step expired (sandbox/modules/customer-faults.ts). */
export const secondStepExpiredCode = 20008;
/** No customer has the invite code given at registration. */
export const inviteCodeUnknownCode = 20007;
/** No account has this phone or mail address. */
export const accountUnknownCode = 10004;

export const checkIsRemoteLogIn = (account: AccountRequest) =>
  callOperation(customerCheckIsRemoteLogIn, { body: account });

export const signIn = (account: AccountRequest, password: string) =>
  callOperation(customerSignIn, { body: { ...account, Password: password } }, { ignore: fieldCodes });

/** Scene login: completes a sign-in that waits for its second step. */
export const verifySignIn = (verifyToken: string, code: string) =>
  callOperation(
    securitySecurityVerify,
    { body: { Scene: 'login', VerifyToken: verifyToken, Code: code } },
    { ignore: [...fieldCodes, secondStepExpiredCode] },
  );

type CodePurpose = 'login' | 'register' | 'findPwd';

/** Sends a code to the bound phone or mail address of an account. */
export const sendCodeToAccount = (
  type: Exclude<SecondStepType, 'google'>,
  purpose: CodePurpose,
  account: AccountRequest,
) => callOperation(securitySendVerifyCode, { body: { Type: type, Purpose: purpose, ...account } });

/** Sends a code to an address the customer typed (registration). */
export const sendCodeToTarget = (
  target: { Type: 'email' | 'sms'; Target: string; AreaCode?: string },
  purpose: CodePurpose,
) => callOperation(securitySendVerifyCode, { body: { ...target, Purpose: purpose } }, { ignore: fieldCodes });

export const getLoginQr = () => callOperation(customerGetLoginQR);

export const checkQrStatus = (qrId: string) => callOperation(customerCheckQrStatus, { body: { QrId: qrId } });

export const protocolLinksQuery = () => ({ ...apiQuery(commonSettingGetProtocolLinks), ...contentData });

export const isEmailTaken = (email: string) => callOperation(customerIsExistEmail, { params: { query: { email } } });

export const isPhoneTaken = (phone: string, areaCode: string) =>
  callOperation(customerIsExistPhone, { params: { query: { phone, areaCode } } });

export const inviteCodeExists = (code: string) =>
  callOperation(customerCustomerCodeExist, { params: { query: { code } } });

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
  callOperation(customerRegisterUser, { body: registration }, { ignore: [...fieldCodes, inviteCodeUnknownCode] });

export const getBindInfo = (account: AccountRequest) =>
  callOperation(customerGetCustomerBindInfo, { body: account }, { ignore: [accountUnknownCode] });

export const checkRecoveryCode = (type: 'email' | 'sms', account: AccountRequest, code: string) =>
  callOperation(securityCheckVerifyCodeInvalid, { body: { Type: type, ...account, Purpose: 'findPwd', Code: code } });

export const forgetPass = (account: AccountRequest, code: string, newPassword: string, googleCode?: string) =>
  callOperation(
    customerForgetPass,
    { body: { ...account, Code: code, NewPassword: newPassword, ...(googleCode ? { GoogleCode: googleCode } : {}) } },
    { ignore: fieldCodes },
  );
