/**
 * The second guard of the contract probe: what an operation's own nature says, whatever the
 * reviewed list holds. Its method, the words of every segment of its path and of its operationId
 * (a changing word anywhere refuses it, since a controller or a module can carry the verb as well
 * as the action: `/Withdraw/Execute`), a POST whose action names no read, and a field carrying a
 * password, PIN, sent code or session.
 */
import type { OperationSpec } from '../../sandbox/contract/operations.ts';
import type { Json } from '../../sandbox/contract/load-document.ts';

/**
 * Words that change something, in lower case. No read verb excuses them (`Mission/GetReward`
 * claims a reward), so a read whose name holds one needs an override reason in the reviewed list.
 */
export const changingWords = new Set([
  ...['add', 'apply', 'approve', 'accept', 'bind', 'unbind', 'buy', 'sell', 'cancel', 'claim', 'close'],
  ...['commit', 'confirm', 'create', 'del', 'delete', 'remove', 'deposit', 'withdraw', 'recharge', 'transfer'],
  ...['disable', 'enable', 'edit', 'modify', 'update', 'set', 'reset', 'save', 'execute', 'submit', 'send'],
  ...['forget', 'freeze', 'unfreeze', 'lock', 'unlock', 'grant', 'revoke', 'borrow', 'repay', 'lend'],
  ...['in', 'out', 'payin', 'payout', 'place', 'purchase', 'ready', 'receive', 'redeem', 'reward', 'refresh'],
  ...['regist', 'register', 'registration', 'signup', 'sign', 'signin', 'signout', 'login', 'logon', 'logout'],
  ...['logoff', 'stake', 'unstake', 'subscribe', 'unsubscribe', 'swap', 'upload', 'use', 'verify', 'mint', 'burn'],
]);

/** Words by which an action says it reads: a POST needs one, since a POST to a resource (`/withdrawals`) creates. */
export const readWords = new Set([
  ...['get', 'query', 'list', 'check', 'is', 'exist', 'exists', 'search', 'find', 'validate', 'match'],
  ...['estimate', 'count', 'show', 'view', 'detail', 'details', 'info'],
]);

/** Fields that carry a password, a PIN, a sent code or a session: an operation asking for one is never probed. */
export const secretFields = new Set([
  ...['Pin', 'OldPin', 'Password', 'OldPassword', 'NewPassword', 'Code', 'EmailCode', 'SmsCode', 'PhoneCode'],
  ...['GoogleCode', 'VerifyToken', 'refreshToken'],
]);

/** The words of a name, in lower case, whatever its casing: `GetRewardList`, `close-position`, `IEOOrder`. */
export function wordsOf(name: string): string[] {
  return (name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? []).map((word) => word.toLowerCase());
}

type Obj = Record<string, Json>;

function fieldNames(op: OperationSpec): string[] {
  const body = (op.body.schema ?? {}) as { properties?: Obj; allOf?: { properties?: Obj }[] };
  const properties = [body.properties, ...(body.allOf ?? []).map((part) => part.properties)];
  return [...op.parameters.map((p) => p.name), ...properties.flatMap((p) => Object.keys(p ?? {}))];
}

/** The secret the operation asks for, if any: no review overrides it. */
export function secretAsked(op: OperationSpec): string | null {
  return fieldNames(op).find((name) => secretFields.has(name)) ?? null;
}

/** Why the operation's method or name says it may change something, or null; a reviewed override may lift it. */
export function changeSuspected(op: OperationSpec): string | null {
  if (op.method !== 'GET' && op.method !== 'POST') return `it is a ${op.method}`;
  const segments = op.path.split('/').filter(Boolean);
  const words = [...segments, op.operationId].flatMap(wordsOf);
  const changing = [...new Set(words.filter((word) => changingWords.has(word)))];
  if (changing.length > 0) return `its name says ${changing.join(', ')}`;
  const action = segments.at(-1) ?? '';
  if (op.method === 'POST' && !wordsOf(action).some((word) => readWords.has(word)))
    return `it is a POST whose action (${action}) names no read`;
  return null;
}

/** Why the operation's nature forbids calling it, or null when nothing does. */
export function unsafeBecause(op: OperationSpec): string | null {
  const secret = secretAsked(op);
  return secret ? `it asks for ${secret}` : changeSuspected(op);
}
