/**
 * The operations the contract probe may call: those the documents mark `x-safe-to-probe: true`,
 * and only when nothing in the operation's nature says it could move money, change the account
 * or send a code (its method, the verbs of its name, a secret among its fields).
 */
import { loadDocument, type Json } from '../../sandbox/contract/load-document.ts';
import { hostIds, readOperations, type HostId, type OperationSpec } from '../../sandbox/contract/operations.ts';

export interface ProbeOperation extends OperationSpec {
  /** The operation carries `x-inferred: true`: its shape was designed here. */
  inferred: boolean;
  /** The document marks it `x-safe-to-probe: true`. */
  marked: boolean;
}

type Obj = Record<string, Json>;

/** Words of an action's name that change something; a name that starts with a read verb may still hold them. */
const changingWords = new Set([
  'Add',
  'Apply',
  'Bind',
  'Buy',
  'Cancel',
  'Commit',
  'Confirm',
  'Create',
  'Del',
  'Delete',
  'Deposit',
  'Disable',
  'Enable',
  'Forget',
  'In',
  'Modify',
  'Out',
  'Ready',
  'Receive',
  'Recharge',
  'Refresh',
  'Regist',
  'Register',
  'Registration',
  'Remove',
  'Reset',
  'Sell',
  'Send',
  'Set',
  'Sign',
  'Submit',
  'Transfer',
  'Unbind',
  'Update',
  'Upload',
  'Use',
  'Withdraw',
]);
const readVerbs = new Set(['Get', 'Query']);

/** Fields that carry a password, a PIN, a sent code or a session: an operation asking for one is never probed. */
export const secretFields = new Set([
  'Pin',
  'OldPin',
  'Password',
  'OldPassword',
  'NewPassword',
  'Code',
  'EmailCode',
  'SmsCode',
  'PhoneCode',
  'GoogleCode',
  'VerifyToken',
  'refreshToken',
]);

/** The words of the last segment of a path: `/api/x/Trading/CancelOrder` gives Cancel, Order. */
export function actionWords(path: string): string[] {
  return (
    path
      .split('/')
      .at(-1)
      ?.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? []
  );
}

function fieldNames(op: OperationSpec): string[] {
  const body = (op.body.schema ?? {}) as { properties?: Obj; allOf?: { properties?: Obj }[] };
  const properties = [body.properties, ...(body.allOf ?? []).map((part) => part.properties)];
  return [...op.parameters.map((p) => p.name), ...properties.flatMap((p) => Object.keys(p ?? {}))];
}

/** Why the operation's nature forbids calling it, or null when nothing does. */
export function unsafeBecause(op: OperationSpec): string | null {
  if (op.method !== 'GET' && op.method !== 'POST') return `it is a ${op.method}`;
  const words = actionWords(op.path);
  const changing = words.filter((word) => changingWords.has(word));
  if (changing.length > 0 && !readVerbs.has(words[0])) return `its name says ${changing.join(', ')}`;
  const secret = fieldNames(op).find((name) => secretFields.has(name));
  if (secret) return `it asks for ${secret}`;
  return null;
}

/** Every operation of the three documents, with the marks of its own entry. */
export function contractOperations(): ProbeOperation[] {
  return hostIds.flatMap((host: HostId) => {
    const paths = loadDocument(host).paths as Obj;
    return readOperations(host).map((op) => {
      const entry = (paths[op.path] as Obj)[op.method.toLowerCase()] as Obj;
      return { ...op, inferred: entry['x-inferred'] === true, marked: entry['x-safe-to-probe'] === true };
    });
  });
}

/** Whether the probe may call the operation: marked safe, and nothing in its nature says otherwise. */
export function isSafeToProbe(op: ProbeOperation): boolean {
  return op.marked && unsafeBecause(op) === null;
}

export function safeOperations(): ProbeOperation[] {
  return contractOperations().filter(isSafeToProbe);
}
