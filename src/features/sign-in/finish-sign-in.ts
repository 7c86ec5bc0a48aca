/** Ends every way of signing in the same way: the session takes the tokens and the user info. */
import { completeSignIn } from '../../session/session.ts';
import type { SignInResult } from './types.ts';

/**
 * Stores a completed sign-in; false when the answer is not one (a second step is needed). The
 * sign-in pages then move on to the return path because the session says "signed in".
 */
export function finishSignIn(result: SignInResult): boolean {
  if (!result.HasPassedLoginValidation || !result.Token || !result.RefreshToken || !result.UserInfo) return false;
  completeSignIn({ Token: result.Token, RefreshToken: result.RefreshToken }, result.UserInfo);
  return true;
}
