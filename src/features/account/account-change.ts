/**
 * The security changes of the account on the money-action kit: what each makes stale, where the
 * customer checks one whose outcome is not known, and where each one's refusals land.
 */
import { personalCenterModifyEmail } from '../../../generated/operations/personalCenterModifyEmail.ts';
import { personalCenterModifyLoginPwd } from '../../../generated/operations/personalCenterModifyLoginPwd.ts';
import { personalCenterSetPIN } from '../../../generated/operations/personalCenterSetPIN.ts';
import { customerInfo } from '../../data/customer.ts';
import type { RefusalTable } from '../../money-action/outcome.ts';
import { pagePath } from '../../config/page-paths.ts';

/** A change to the account makes its info stale (the settings page reads it). */
export const accountChanges = [customerInfo] as const;

/** Where the customer checks a change whose answer never came: the security settings. */
export const settingsHref = (): string => pagePath('accountSettings');

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
