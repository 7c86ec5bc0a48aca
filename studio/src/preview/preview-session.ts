/**
 * What the preview frames share with the studio page (one origin): the theme mode they open in,
 * and the sandbox's demo customer signed in or out, as the app itself keeps them.
 */
import Cookies from 'js-cookie';
import { themeStorage } from '../../../src/lib/theme-storage.ts';

export const demoCustomer = { account: 'demo@example.com', password: 'Demo1234!' } as const;
const sessionCookies = ['token', 'refreshToken', 'user'] as const;

export function setPreviewMode(mode: 'light' | 'dark'): void {
  localStorage.setItem(themeStorage.mode, mode);
}

interface SignInData {
  Token: string;
  RefreshToken: string;
  UserInfo: { UserId: unknown; Phone: unknown; Email: unknown; AreaCode: unknown; UserType: unknown };
}

/** Signs the demo customer in at the sandbox and hands the session to the frames, as the login page does. */
export async function signInDemo(cookiePrefix: string): Promise<void> {
  const answer = await fetch('/sandbox/base/api/idcm/customer/Customer/SignIn', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Account: demoCustomer.account, Password: demoCustomer.password }),
  });
  const { Data } = (await answer.json()) as { Data: SignInData };
  const { UserId, Phone, Email, AreaCode, UserType } = Data.UserInfo;
  const user = { HasPassedLoginValidation: true, UserId, Phone, Email, AreaCode, UserType };
  const options = { path: '/', sameSite: 'Lax' } as const;
  Cookies.set(`${cookiePrefix}_token`, Data.Token, options);
  Cookies.set(`${cookiePrefix}_refreshToken`, Data.RefreshToken, options);
  Cookies.set(`${cookiePrefix}_user`, JSON.stringify(user), options);
}

export function signOut(cookiePrefix: string): void {
  for (const name of sessionCookies) Cookies.remove(`${cookiePrefix}_${name}`, { path: '/' });
}

/** Serves the draft to the frames through the sandbox's site-config knob (this studio's sandbox only). */
export async function serveDraft(config: unknown): Promise<void> {
  const answer = await fetch('/__sandbox/site-config', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ config }),
  });
  if (!answer.ok) throw new Error(`The sandbox refused the draft: ${await answer.text()}`);
}
