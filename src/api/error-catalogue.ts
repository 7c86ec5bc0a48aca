/**
 * The error catalogue of spec section 8: one table from result code to effect. The api layer
 * applies it once for every call; pages never look at codes themselves.
 */
import type { ResultCode } from './envelope.ts';

export type CatalogueEffect =
  /** Token expired: the middleware refreshes and replays; never reaches a page. */
  | { kind: 'refresh' }
  /** Go to /update unless already there. */
  | { kind: 'maintenance' }
  /** A dialog with a message and one action; `endsSession` clears the session after it. */
  | { kind: 'dialog'; dialog: 'notLoggedIn' | 'verifyIdentity' | 'sessionEnded'; endsSession: boolean }
  /** Show the server's own Msg as a toast. */
  | { kind: 'serverMessageToast' }
  /** Show the translated message of the code as a toast. */
  | { kind: 'codeToast' };

const catalogue = new Map<string, CatalogueEffect>([
  ['40003', { kind: 'refresh' }],
  ['99999', { kind: 'maintenance' }],
  ['51001', { kind: 'dialog', dialog: 'notLoggedIn', endsSession: true }],
  ['51038', { kind: 'dialog', dialog: 'verifyIdentity', endsSession: false }],
  ['42011', { kind: 'dialog', dialog: 'sessionEnded', endsSession: true }],
  ['42024', { kind: 'dialog', dialog: 'sessionEnded', endsSession: true }],
  ['42025', { kind: 'dialog', dialog: 'sessionEnded', endsSession: true }],
  ['payment:0027', { kind: 'serverMessageToast' }],
]);

/** The effect of a (non-success) code; any code not in the table shows its translated toast. */
export function effectOf(code: ResultCode): CatalogueEffect {
  return catalogue.get(String(code)) ?? { kind: 'codeToast' };
}

/** The refresh call answering 41000 is ignored (spec section 8). */
export const ignoredRefreshCode = 41000;

/** A server-side 42011 (signed in elsewhere) also sends the customer home. */
export const homeAfterDialogCodes = new Set(['42011']);
