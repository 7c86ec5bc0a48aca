/**
 * Where a server refusal is shown: the codes about one field go on that field (and are passed to
 * call() as ignored, so no toast repeats them); anything else goes on the form.
 */
import type { ApiError } from '../../api/call.ts';
import { errorMessage } from '../../api/error-message.ts';

export type RefusalField = 'account' | 'password' | 'code';

const fieldOfCode: Record<string, RefusalField> = {
  '20001': 'code',
  '20002': 'code',
  '20003': 'password',
  '20004': 'account',
};

/** Wrong code, expired code, wrong account or password, account exists. */
export const fieldCodes = [20001, 20002, 20003, 20004] as const;

export interface Refusal {
  field: RefusalField | null;
  /** A message id, with its values. */
  message: { id: string; values?: Record<string, string> };
}

export function refusalOf(error: ApiError): Refusal {
  const code = error.kind === 'code' ? String(error.code) : '';
  const field = fieldOfCode[code] ?? null;
  return field ? { field, message: { id: `code.${code}` } } : { field: null, message: errorMessage(error) };
}
