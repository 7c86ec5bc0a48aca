/**
 * Registration's "is it free?" checks, run when a field loses focus: the mail address or phone
 * (already registered?) and the invite code (does a customer have it?). A failed check says
 * nothing: registration itself refuses a taken account or an unknown code.
 */
import type { UseFormReturn } from 'react-hook-form';
import { isEmail, isPhone, phoneDigits, inviteCodePattern } from './form-schemas.ts';
import { inviteCodeExists, isEmailTaken, isPhoneTaken } from './sign-in-calls.ts';
import { accountKey, type RegisterValues, type TakenAccounts } from './register-schema.ts';

/** `onTaken` remembers a taken account, so that later validation runs keep saying so. */
export function useAvailability(form: UseFormReturn<RegisterValues, TakenAccounts>, onTaken: (key: string) => void) {
  const { getValues, setError, clearErrors, getFieldState } = form;
  const markTaken = (field: 'email' | 'phone') => {
    onTaken(accountKey({ ...getValues(), kind: field }));
    setError(field, { type: 'taken', message: `signIn.register.taken.${field}` });
  };

  const checkEmail = async () => {
    const email = getValues('email').trim();
    if (!isEmail(email)) return;
    const taken = await isEmailTaken(email);
    if (taken.ok && taken.data && getValues('email').trim() === email) markTaken('email');
  };

  const checkPhone = async () => {
    const phone = phoneDigits(getValues('phone'));
    const areaCode = getValues('areaCode');
    if (!isPhone(phone)) return;
    const taken = await isPhoneTaken(phone, areaCode);
    if (taken.ok && taken.data && phoneDigits(getValues('phone')) === phone && getValues('areaCode') === areaCode)
      markTaken('phone');
  };

  const checkInviteCode = async () => {
    const code = getValues('inviteCode').trim();
    if (!inviteCodePattern.test(code)) return;
    const exists = await inviteCodeExists(code);
    if (!exists.ok || getValues('inviteCode').trim() !== code) return;
    if (!exists.data) setError('inviteCode', { type: 'unknown', message: 'signIn.invite.unknown' });
    else if (getFieldState('inviteCode').error?.type === 'unknown') clearErrors('inviteCode');
  };

  return { checkEmail, checkPhone, checkInviteCode, markTaken };
}
