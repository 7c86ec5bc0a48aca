/** Browser-test helpers for sessions: codes the sandbox sent, and signing a customer in without the login page. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const demo = { email: 'demo@example.com', password: 'Demo1234!', pin: '123456' } as const;

const customerApi = '/sandbox/base/api/idcm/customer';

/** The newest code the sandbox sent to a target (email, or area code + phone) for a purpose. */
export async function latestCode(request: APIRequestContext, target: string, purpose: string): Promise<string> {
  const sent: { purpose: string; code: string }[] = await (
    await request.get(`/__sandbox/codes?target=${encodeURIComponent(target)}`)
  ).json();
  const code = sent.filter((c) => c.purpose === purpose).at(-1)?.code;
  expect(code, `a ${purpose} code sent to ${target}`).toBeTruthy();
  return code!;
}

interface SignInAnswer {
  Token: string;
  RefreshToken: string;
  UserInfo: Record<string, unknown>;
}

/** Hands a session answered by SignIn or RegisterUser to the browser, as the login page would. */
export async function handSessionToBrowser(page: Page, answer: SignInAnswer): Promise<void> {
  const u = answer.UserInfo;
  const user = {
    HasPassedLoginValidation: true,
    UserId: u.UserId,
    Phone: u.Phone,
    Email: u.Email,
    AreaCode: u.AreaCode,
    UserType: u.UserType,
  };
  const cookie = (name: string, value: string) => ({
    name,
    value: encodeURIComponent(value),
    domain: 'localhost',
    path: '/',
  });
  await page
    .context()
    .addCookies([
      cookie('lumen_token', answer.Token),
      cookie('lumen_refreshToken', answer.RefreshToken),
      cookie('lumen_user', JSON.stringify(user)),
    ]);
}

/** Signs a customer in through the sandbox (the demo customer unless told) and hands the session to the browser. */
export async function signInAs(
  page: Page,
  account: string = demo.email,
  password: string = demo.password,
): Promise<SignInAnswer> {
  const answer = await page.request.post(`${customerApi}/Customer/SignIn`, {
    data: { Account: account, Password: password },
  });
  const { Data } = await answer.json();
  await handSessionToBrowser(page, Data);
  return Data;
}

/** Registers a new customer by email (no PIN, no authenticator, not verified) and signs them in. */
export async function registerAndSignIn(page: Page, email: string, password = 'Fresh1234'): Promise<SignInAnswer> {
  const request = page.request;
  await request.post(`${customerApi}/Security/SendVerifyCode`, {
    data: { Type: 'email', Target: email, Purpose: 'register' },
  });
  const Code = await latestCode(request, email, 'register');
  const answer = await request.post(`${customerApi}/Customer/RegisterUser`, {
    data: { RegisterType: 'email', Email: email, Password: password, Code },
  });
  const { Data } = await answer.json();
  await handSessionToBrowser(page, Data);
  return Data;
}
