/**
 * The calls of the lost-security-item flow. Each resolves to an Outcome whose problem says where
 * a refusal belongs (a code field, the account field, the whole flow); refusals that belong to
 * a field are ignored by the global toast, since the screen explains them itself.
 */
import type { ApiError } from '../../api/call.ts';
import { callOperation } from '../../api/operation.ts';
import { customerGetCustomerBindInfo } from '../../../generated/operations/customerGetCustomerBindInfo.ts';
import { securitySendVerifyCode } from '../../../generated/operations/securitySendVerifyCode.ts';
import { securityCheckVerifyCodeInvalid } from '../../../generated/operations/securityCheckVerifyCodeInvalid.ts';
import { securitySecurityVerify } from '../../../generated/operations/securitySecurityVerify.ts';
import { securityCommitUnavailableSecurityItem } from '../../../generated/operations/securityCommitUnavailableSecurityItem.ts';
import { errorMessage } from '../../api/error-message.ts';
import type {
  AccountInput,
  BindInfo,
  CodeField,
  ItemCodes,
  Outcome,
  Problem,
  Replacement,
  ReplacementTarget,
  SecurityItem,
  Ticket,
} from './security-item-types.ts';

const purpose = 'securityItem' as const;

/** Refusals the screens explain in place (see customer-faults in the contract's sandbox). */
const fieldCodes = {
  wrongCode: '20001',
  codeExpired: '20002',
  accountUnknown: '10004',
  targetTaken: '20004',
  ticketExpired: '20008',
  notProved: '20009',
};
const explained = Object.values(fieldCodes).map(Number);

export function problemOf(error: ApiError, codeField?: CodeField): Problem {
  const code = error.kind === 'code' ? String(error.code) : null;
  if (codeField && code === fieldCodes.wrongCode) return { kind: 'code', field: codeField, reason: 'wrong' };
  if (codeField && code === fieldCodes.codeExpired) return { kind: 'code', field: codeField, reason: 'expired' };
  if (code === fieldCodes.accountUnknown) return { kind: 'accountUnknown' };
  if (code === fieldCodes.targetTaken) return { kind: 'targetTaken' };
  if (code === fieldCodes.ticketExpired) return { kind: 'ticketExpired' };
  if (code === fieldCodes.notProved) return { kind: 'notProved' };
  return { kind: 'failed', message: errorMessage(error) };
}

const accountBody = (account: AccountInput) =>
  account.kind === 'email' ? { Account: account.email } : { Account: account.phone, AreaCode: account.areaCode };
const targetBody = (target: ReplacementTarget) =>
  target.kind === 'email'
    ? { Type: 'email' as const, Target: target.email }
    : { Type: 'sms' as const, Target: target.phone, AreaCode: target.areaCode };
const channelOf = (item: 'phone' | 'email') => (item === 'phone' ? ('sms' as const) : ('email' as const));

export async function lookUpAccount(account: AccountInput): Promise<Outcome<BindInfo>> {
  const found = await callOperation(customerGetCustomerBindInfo, { body: accountBody(account) }, { ignore: explained });
  return found.ok ? { ok: true, value: found.data } : { ok: false, problem: problemOf(found.error) };
}

/** Sends a code to an item bound to the account (the customer sees it only masked). */
export async function sendBoundItemCode(
  account: AccountInput,
  item: 'phone' | 'email',
): Promise<{ resendSeconds: number } | null> {
  const sent = await callOperation(securitySendVerifyCode, {
    body: { Type: channelOf(item), Purpose: purpose, ...accountBody(account) },
  });
  return sent.ok ? { resendSeconds: sent.data.ResendSeconds } : null;
}

/** Sends a code to the new phone or mail address. */
export async function sendReplacementCode(target: ReplacementTarget): Promise<{ resendSeconds: number } | null> {
  const sent = await callOperation(securitySendVerifyCode, { body: { ...targetBody(target), Purpose: purpose } });
  return sent.ok ? { resendSeconds: sent.data.ResendSeconds } : null;
}

/** Checks a code without spending it: valid, wrong or expired. */
async function checkCode(
  body: { Type: 'sms' | 'email'; Target?: string; Account?: string; AreaCode?: string; Code: string },
  field: CodeField,
): Promise<Outcome<true>> {
  const checked = await callOperation(securityCheckVerifyCodeInvalid, { body: { ...body, Purpose: purpose } });
  if (!checked.ok) return { ok: false, problem: problemOf(checked.error) };
  if (checked.data.Valid) return { ok: true, value: true };
  return { ok: false, problem: { kind: 'code', field, reason: checked.data.Expired ? 'expired' : 'wrong' } };
}

/**
 * Proves the items the customer still has and gets the ticket. Each sent code is checked first,
 * so a wrong or expired one is said on its own field; the Google code only SecurityVerify checks.
 */
export async function proveItems(account: AccountInput, codes: ItemCodes): Promise<Outcome<Ticket>> {
  for (const item of ['phone', 'email'] as const) {
    const code = codes[item];
    if (code === undefined) continue;
    const checked = await checkCode({ Type: channelOf(item), ...accountBody(account), Code: code }, item);
    if (!checked.ok) return checked;
  }
  const body = {
    Scene: purpose,
    ...accountBody(account),
    PhoneCode: codes.phone,
    EmailCode: codes.email,
    GoogleCode: codes.google,
  };
  const verified = await callOperation(securitySecurityVerify, { body }, { ignore: explained });
  const lastChecked: SecurityItem | undefined =
    codes.google !== undefined
      ? 'google'
      : codes.email !== undefined
        ? 'email'
        : codes.phone !== undefined
          ? 'phone'
          : undefined;
  if (!verified.ok) return { ok: false, problem: problemOf(verified.error, lastChecked) };
  const ticket = verified.data;
  if (!('ProvedItems' in ticket)) return { ok: false, problem: { kind: 'notProved' } };
  return { ok: true, value: { token: ticket.VerifyToken, expiresInSeconds: ticket.ExpireSeconds } };
}

export function checkReplacementCode(replacement: Replacement): Promise<Outcome<true>> {
  return checkCode({ ...targetBody(replacement), Code: replacement.code }, 'replacement');
}

/** Puts the replacement in place (a lost Google authenticator is switched off); every session ends. */
export async function commitReplacement(
  ticket: Ticket,
  lost: SecurityItem,
  replacement: Replacement | null,
): Promise<Outcome<true>> {
  const item =
    replacement?.kind === 'email'
      ? { NewEmail: replacement.email, Code: replacement.code }
      : replacement?.kind === 'phone'
        ? { NewPhone: replacement.phone, NewAreaCode: replacement.areaCode, Code: replacement.code }
        : {};
  const body = { VerifyToken: ticket.token, LostItem: lost, ...(lost === 'google' ? {} : item) };
  const committed = await callOperation(securityCommitUnavailableSecurityItem, { body }, { ignore: explained });
  return committed.ok ? { ok: true, value: true } : { ok: false, problem: problemOf(committed.error, 'replacement') };
}
