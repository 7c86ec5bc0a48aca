/**
 * App mode can open a page already signed in: the phone app passes its token in the address
 * (?token=...&refreshToken=...). The token is stored as the login token, taken out of the
 * address at once so it never stays in the history, and the customer's info is loaded.
 */
import { customerGetCustomerWithBaseResponse } from '../../../generated/operations/customerGetCustomerWithBaseResponse.ts';
import { callOperation } from '../../api/operation.ts';
import { completeSignIn, endSession } from '../../session/session.ts';
import { storeTokens } from '../../session/session-storage.ts';

export const tokenParam = 'token';
export const refreshTokenParam = 'refreshToken';

export interface AddressTokens {
  token: string;
  refreshToken: string;
}

/** Reads the tokens of the address and replaces the history entry with the address without them. */
export function takeTokensFromAddress(): AddressTokens | null {
  const url = new URL(location.href);
  const token = url.searchParams.get(tokenParam);
  if (!token) return null;
  const refreshToken = url.searchParams.get(refreshTokenParam) ?? '';
  url.searchParams.delete(tokenParam);
  url.searchParams.delete(refreshTokenParam);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return { token, refreshToken };
}

/**
 * Start-up calls this after startSession() and before the router is created: the address is
 * cleaned synchronously, then the user info loads. A token the server refuses leaves the visitor
 * signed out rather than half signed in.
 */
export function adoptTokenFromAddress(): Promise<'none' | 'signedIn' | 'refused'> {
  const tokens = takeTokensFromAddress();
  if (!tokens) return Promise.resolve('none');
  storeTokens(tokens.token, tokens.refreshToken);
  return callOperation(customerGetCustomerWithBaseResponse).then((user) => {
    if (!user.ok) {
      endSession('code');
      return 'refused';
    }
    completeSignIn({ Token: tokens.token, RefreshToken: tokens.refreshToken }, user.data);
    return 'signedIn';
  });
}
