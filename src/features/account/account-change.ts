/**
 * The security changes of the account on the money-action kit: the operation each sends, where the
 * customer checks one whose outcome is not known, and where each one's refusals land.
 */
import { personalCenterCommitVerifyIdentity } from '../../../generated/operations/personalCenterCommitVerifyIdentity.ts';
import { personalCenterModifyEmail } from '../../../generated/operations/personalCenterModifyEmail.ts';
import { personalCenterModifyLoginPwd } from '../../../generated/operations/personalCenterModifyLoginPwd.ts';
import { personalCenterModifyPhone } from '../../../generated/operations/personalCenterModifyPhone.ts';
import { personalCenterSetGoogleTFA } from '../../../generated/operations/personalCenterSetGoogleTFA.ts';
import { personalCenterSetOrderSecondConfirm } from '../../../generated/operations/personalCenterSetOrderSecondConfirm.ts';
import { personalCenterSetPIN } from '../../../generated/operations/personalCenterSetPIN.ts';
import { personalCenterSetUniqueCode } from '../../../generated/operations/personalCenterSetUniqueCode.ts';
import type { RefusalTable } from '../../money-action/outcome.ts';
import { pagePath } from '../../config/page-paths.ts';

/** Where the customer checks a change whose answer never came: the security settings. */
export const settingsHref = (): string => pagePath('accountSettings');
export const googleHref = (): string => pagePath('accountGoogle');
export const verificationHref = (): string => pagePath('accountVerification');

/** A wrong or expired sent code, the same in every form that asks for one. */
const codeRefusals = {
  '20001': { field: 'code', id: 'code.20001' },
  '20002': { field: 'code', id: 'code.20002' },
} as const;

export const setPin = personalCenterSetPIN;
export const pinRefusals: RefusalTable<'code' | 'oldPin'> = {
  elsewhere: 'form',
  codes: { ...codeRefusals, '20005': { field: 'oldPin', id: 'account.error.pinWrong' } },
};

export const changePassword = personalCenterModifyLoginPwd;
export const passwordRefusals: RefusalTable<'code' | 'oldPassword'> = {
  elsewhere: 'form',
  codes: { ...codeRefusals, '20003': { field: 'oldPassword', id: 'account.error.passwordWrong' } },
};

export const changeEmail = personalCenterModifyEmail;
export const emailRefusals: RefusalTable<'code' | 'email'> = {
  elsewhere: 'form',
  codes: { ...codeRefusals, '20004': { field: 'email', id: 'account.error.emailTaken' } },
};

export const changePhone = personalCenterModifyPhone;
export const phoneRefusals: RefusalTable<'code' | 'phone'> = {
  elsewhere: 'form',
  codes: { ...codeRefusals, '20004': { field: 'phone', id: 'account.error.phoneTaken' } },
};

/**
 * The authenticator's current code is checked first (the switch answers 20001 for a wrong code of
 * either kind), so a wrong one lands on its own field.
 */
export const switchGoogle = personalCenterSetGoogleTFA;
export const googleRefusals: RefusalTable<'code' | 'googleCode'> = { elsewhere: 'form', codes: codeRefusals };
export const wrongGoogleCode = { field: 'googleCode', id: 'account.error.googleWrong', at: 'form' } as const;

export const setUniqueCode = personalCenterSetUniqueCode;
export const uniqueCodeRefusals: RefusalTable<'uniqueCode'> = {
  elsewhere: 'form',
  codes: { '20006': { field: 'uniqueCode', id: 'account.error.uniqueCodeTaken' } },
};

export const setOrderConfirm = personalCenterSetOrderSecondConfirm;
export const orderConfirmRefusals: RefusalTable = { elsewhere: 'form', codes: {} };

export const submitIdentity = personalCenterCommitVerifyIdentity;
export const identityRefusals: RefusalTable = {
  elsewhere: 'form',
  codes: { '20011': { id: 'account.kyc.error.locked' } },
};
