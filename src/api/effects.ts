/** App-wide effects of calls, for the shell (dialogs, toasts), the session and maintenance to act on. */
import { createChannel } from '../lib/channel.ts';
import type { ResultCode } from './envelope.ts';

export type ApiEffect =
  | { type: 'dialog'; dialog: 'notLoggedIn' | 'verifyIdentity' | 'sessionEnded'; code: ResultCode; message: string }
  | { type: 'toast'; code: ResultCode | null; message: string | null }
  | { type: 'maintenance' }
  | { type: 'sessionEnded'; reason: 'code' | 'refreshFailed' | 'noRefreshToken' }
  | { type: 'timeout'; path: string };

export const apiEffects = createChannel<ApiEffect>();
