/** Signing in and out through the pages: register, log out, log in (with its second steps), recovery, return paths. */
import { createRequire } from 'node:module';
import type { APIRequestContext, Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { totp } from '../../sandbox/modules/totp.ts';
import { latestCode } from './session.ts';
import { test, expect } from './fixtures.ts';

async function logIn(page: Page, account: string, password: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email address').fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

const sessionCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'lumen_token');

test('a new customer registers, logs out and logs back in to the return path', async ({
  page,
  sandbox: _sandbox,
  request,
}) => {
  const email = `e2e-${Date.now()}@example.com`;
  await page.goto('/user/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Send again in/ })).toBeVisible();
  await page.getByLabel('Verification code').fill(await latestCode(page.request, email, 'register'));
  await page.getByLabel('Password', { exact: true }).fill('Fresh1234');
  await expect(page.getByRole('listitem').filter({ hasText: '8 to 32 characters' })).toContainText('done');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL('/');
  expect(await sessionCookie(page)).toBeTruthy();
  const known = await request.get(
    `/sandbox/base/api/idcm/customer/Customer/IsExistEmail?email=${encodeURIComponent(email)}`,
  );
  expect((await known.json()).Data).toBe(true);
  const banner = page.getByRole('banner');
  await expect(banner.getByText('e2***@example.com')).toBeVisible();

  await banner.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/user/login');
  await expect.poll(() => sessionCookie(page)).toBeFalsy();

  await page.goto('/user/login?return=%2Fabout%3Ffrom%3Dlogin');
  await logIn(page, email, 'Fresh1234');
  await expect(page).toHaveURL('/about?from=login');
  expect(await sessionCookie(page)).toBeTruthy();
});

/** The sandbox's own time (the clock knob moves it, and a reset does not move it back). */
async function serverTime(request: APIRequestContext): Promise<number> {
  const answer = await request.get('/sandbox/base/api/idcm/customer/Security/GetServerDate');
  return Date.parse((await answer.json()).Data);
}

test('twofa@example.com needs the Google authenticator code', async ({ page, sandbox: _sandbox, request }) => {
  await page.goto('/user/login?return=%2Fabout');
  await logIn(page, 'twofa@example.com', 'Twofa1234!');
  const code = page.getByLabel('Google Authenticator code');
  await expect(code).toBeFocused();
  await code.fill(totp('JBSWY3DPEHPK3PXP', await serverTime(request)));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/about');
});

test('remote@example.com needs the code mailed for a new place', async ({ page, sandbox: _sandbox }) => {
  await page.goto('/user/login');
  await logIn(page, 'remote@example.com', 'Remote1234!');
  await expect(page.getByText(/logging in from a new device or place/)).toBeVisible();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Send again in/ })).toBeVisible();
  await page.getByLabel('Verification code').fill(await latestCode(page.request, 'remote@example.com', 'login'));
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page).toHaveURL('/');
  expect(await sessionCookie(page)).toBeTruthy();
});

test('a wrong password is said on the password field', async ({ page, sandbox: _sandbox }) => {
  await page.goto('/user/login');
  await logIn(page, 'demo@example.com', 'Wrong1234!');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The account or password is wrong.')).toBeVisible();
  await expect(page).toHaveURL('/user/login');
});

// Each as it stands in the address after ?return= (percent-encoding included): one of each kind the
// browser reads on its own way (a host, a backslash, an encoding decoded twice, a tab it drops, a
// scheme). Every variant of each kind is a case of src/lib/return-path.test.ts, the function they pass.
const hostileReturns = [
  '//evil.com',
  '/\\evil.com',
  'https://evil.com',
  '%252F%252Fevil.com',
  '%2F%09%2Fevil.com',
  'https:%2F%2Fevil.com',
  'javascript:alert(1)',
];

for (const hostile of hostileReturns) {
  test(`signing in with return=${hostile} stays on this site`, async ({ page, sandbox: _sandbox, baseURL }) => {
    await page.goto(`/user/login?return=${hostile}`);
    await logIn(page, 'demo@example.com', 'Demo1234!');
    await expect(page).not.toHaveURL(/\/user\/login/);
    const landed = new URL(page.url());
    expect(landed.origin).toBe(new URL(baseURL!).origin);
    expect(landed.pathname).toBe('/');
  });
}

test('the login page speaks French', async ({ page, sandbox: _sandbox }) => {
  await page.goto('/user/login?lang=fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Code QR' })).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeVisible();
});

test('a forgotten password is reset with a mailed code, and the new one logs in', async ({
  page,
  sandbox: _sandbox,
}) => {
  await page.goto('/user/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/user/findPwd');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email address').fill('demo@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Email to de**@example.com')).toBeChecked();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Send again in/ })).toBeVisible();
  await page.getByLabel('Verification code').fill(await latestCode(page.request, 'demo@example.com', 'findPwd'));
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL('/user/setPwd');
  await page.getByLabel('New password', { exact: true }).fill('Renewed123');
  await page.getByLabel('Repeat the new password', { exact: true }).fill('Renewed123');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();

  await expect(page).toHaveURL('/user/login');
  await logIn(page, 'demo@example.com', 'Renewed123');
  await expect(page).toHaveURL('/');
});

test('a direct visit to /user/setPwd goes back to /user/findPwd', async ({ page, sandbox: _sandbox }) => {
  await page.goto('/user/setPwd');
  await expect(page).toHaveURL('/user/findPwd');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
});

const sizes = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } } as const;

for (const [size, viewport] of Object.entries(sizes)) {
  test(`the sign-in pages fit a ${size} screen in English and French`, async ({ page, sandbox: _sandbox }) => {
    await page.setViewportSize(viewport);
    for (const [path, lang] of [
      ['/user/login', 'en'],
      ['/user/login', 'fr'],
      ['/user/register', 'en'],
      ['/user/findPwd', 'en'],
    ] as const) {
      await page.goto(`${path}?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} in ${lang} scrolls sideways`).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: `test-results/sign-in-${path.split('/').pop()}-${lang}-${size}.png`,
        fullPage: true,
        animations: 'disabled',
      });
    }
  });
}

declare const axe: { run: (context: Document) => Promise<AxeResults> };
const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

test.describe('accessibility of the sign-in pages', () => {
  // The served CSP forbids inline scripts, and addScriptTag injects axe inline.
  test.use({ bypassCSP: true });

  for (const theme of ['light', 'dark'] as const) {
    test(`no serious or critical axe violation in the ${theme} theme`, async ({ page, sandbox: _sandbox }) => {
      await page.addInitScript((mode) => localStorage.setItem('exchange-web:theme', mode), theme);
      const scan = async (where: string) => {
        await expect(page.locator('[aria-busy="true"], .ui-spinner')).toHaveCount(0);
        await page.addScriptTag({ path: axeScript });
        const results = await page.evaluate(() => axe.run(document));
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(
          serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          where,
        ).toEqual([]);
      };
      for (const path of ['/user/login', '/user/register', '/user/findPwd']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await scan(path);
      }
      await page.goto('/user/login');
      await page.getByRole('tab', { name: 'Phone' }).click();
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await scan('login errors');
      await page.getByRole('tab', { name: 'Scan to log in' }).click();
      await expect(page.getByRole('img', { name: 'QR code to log in with the app' })).toBeVisible();
      await scan('QR tab');
    });
  }
});
