/**
 * Recovering a lost security item in the browser: the three steps for a lost mail address and a
 * lost Google authenticator, a reload that starts again, and an expired code.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, type SandboxKnobs } from './fixtures.ts';

// Screenshots for a person to look at; E2E_SHOTS keeps them out of the shared test-results.
const shots = process.env.E2E_SHOTS ?? 'test-results';
const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };
const demoPhoneTarget = '2348031234567';

/** The number of securityItem codes the sandbox has sent to a target so far. */
async function codesSent(sandbox: SandboxKnobs, target: string): Promise<string[]> {
  const sent = await sandbox.read<{ purpose: string; code: string }[]>(`codes?target=${encodeURIComponent(target)}`);
  return sent.filter((c) => c.purpose === 'securityItem').map((c) => c.code);
}

/** Clicks the send button beside a code field and answers the code the sandbox sent. */
async function sendAndReadCode(page: Page, sandbox: SandboxKnobs, field: string, target: string): Promise<string> {
  const before = (await codesSent(sandbox, target)).length;
  const row = page.getByLabel(field).locator('xpath=..');
  await row.getByRole('button', { name: /Send code|Send again/ }).click();
  await expect.poll(async () => (await codesSent(sandbox, target)).length).toBe(before + 1);
  await expect(row.getByRole('button', { name: /Send again in/ })).toBeDisabled();
  return (await codesSent(sandbox, target)).at(-1)!;
}

async function signInAnswer(request: APIRequestContext, Account: string, Password: string) {
  const answer = await request.post('/sandbox/base/api/idcm/customer/Customer/SignIn', { data: { Account, Password } });
  return answer.json() as Promise<{ StatusCode: number; Data: { HasPassedLoginValidation: boolean } | null }>;
}

/** Step 1 for the demo customer who lost the mail address: the phone code proves the account. */
async function proveDemoLostEmail(page: Page, sandbox: SandboxKnobs, shot?: (name: string) => Promise<void>) {
  await page.goto('/securityItem/firstStep');
  await expect(page.getByRole('heading', { level: 1, name: 'Recover a lost security item' })).toBeVisible();
  await shot?.('1-account');
  await page.getByLabel('Email address of the account').fill('demo@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Which item did you lose?' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Phone \+234 803\*\*\*\*567/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Google authenticator/ })).toHaveCount(0);
  await shot?.('1-choose');
  await page.getByRole('button', { name: /Email address de\*\*@example\.com/ }).click();
  await expect(page.getByRole('heading', { name: 'Verify the items you still have' })).toBeVisible();
  const code = await sendAndReadCode(page, sandbox, 'Code sent to +234 803****567', demoPhoneTarget);
  await page.getByLabel('Code sent to +234 803****567').fill(code);
  await shot?.('1-prove');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Your new email address' })).toBeVisible();
  await expect(page).toHaveURL('/securityItem/secondStep');
}

for (const [size, viewport] of [
  ['desktop', desktop],
  ['mobile', phone],
] as const) {
  test(`replaces the lost email of demo@example.com, and signing in works with the new one (${size})`, async ({
    page,
    sandbox,
  }) => {
    await page.setViewportSize(viewport);
    const shot = (name: string) =>
      page.screenshot({ path: `${shots}/security-item-${size}-${name}.png`, fullPage: true }).then(() => undefined);
    await proveDemoLostEmail(page, sandbox, shot);

    await page.getByLabel('New email address').fill('fresh@example.com');
    const code = await sendAndReadCode(page, sandbox, 'Code sent to the new address', 'fresh@example.com');
    await page.getByLabel('Code sent to the new address').fill(code);
    await shot('2-replacement');
    await page.getByLabel('Code sent to the new address').press('Enter');

    await expect(page).toHaveURL('/securityItem/thirdStep');
    await expect(page.getByRole('heading', { name: 'Check and confirm' })).toBeVisible();
    await expect(page.getByText('fresh@example.com')).toBeVisible();
    await shot('3-confirm');
    await page.getByRole('button', { name: 'Confirm the change' }).click();
    await expect(page.getByRole('heading', { name: 'Your email address has been replaced' })).toBeVisible();
    await expect(page.getByText('Every session of this account has ended, on every device.')).toBeVisible();
    await shot('3-done');

    expect(await signInAnswer(page.request, 'fresh@example.com', 'Demo1234!')).toMatchObject({
      StatusCode: 200,
      Data: { HasPassedLoginValidation: true },
    });
    expect((await signInAnswer(page.request, 'demo@example.com', 'Demo1234!')).StatusCode).not.toBe(200);
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/user/login');
  });
}

test('a reload on step 2 goes back to step 1 and says why', async ({ page, sandbox }) => {
  await proveDemoLostEmail(page, sandbox);
  await page.reload();
  await expect(page).toHaveURL('/securityItem/firstStep');
  await expect(page.getByText('Please start again')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Which account is it?' })).toBeVisible();
});

test('a direct visit to step 3 goes back to step 1', async ({ page, sandbox: _sandbox }) => {
  await page.goto('/securityItem/thirdStep');
  await expect(page).toHaveURL('/securityItem/firstStep');
  await expect(page.getByText('Please start again')).toBeVisible();
});

test('the browser back button returns to step 1 from step 2', async ({ page, sandbox }) => {
  await proveDemoLostEmail(page, sandbox);
  await page.goBack();
  await expect(page).toHaveURL('/securityItem/firstStep');
  await expect(page.getByLabel('Email address of the account')).toHaveValue('demo@example.com');
  await expect(page.getByText('Please start again')).toHaveCount(0);
});

test('an expired code is explained, and a new one can be sent at once', async ({ page, sandbox }) => {
  await proveDemoLostEmail(page, sandbox);
  await page.getByLabel('New email address').fill('fresh@example.com');
  const stale = await sendAndReadCode(page, sandbox, 'Code sent to the new address', 'fresh@example.com');
  await sandbox.set('expire-codes');
  await page.getByLabel('Code sent to the new address').fill(stale);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('This code has expired. Send a new code and enter it.')).toBeVisible();
  await expect(page).toHaveURL('/securityItem/secondStep');
  await page.screenshot({ path: `${shots}/security-item-desktop-2-expired.png`, fullPage: true });

  const fresh = await sendAndReadCode(page, sandbox, 'Code sent to the new address', 'fresh@example.com');
  await page.getByLabel('Code sent to the new address').fill(fresh);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/securityItem/thirdStep');
});

test('twofa@example.com loses its Google authenticator: it is switched off', async ({ page, sandbox }) => {
  await page.setViewportSize(phone);
  await page.goto('/securityItem/firstStep');
  await page.getByLabel('Email address of the account').fill('twofa@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: /Google authenticator/ }).click();
  const code = await sendAndReadCode(page, sandbox, 'Code sent to tw**@example.com', 'twofa@example.com');
  await page.getByLabel('Code sent to tw**@example.com').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL('/securityItem/secondStep');
  await expect(page.getByRole('heading', { name: 'Your Google authenticator will be switched off' })).toBeVisible();
  await page.screenshot({ path: `${shots}/security-item-mobile-2-google.png`, fullPage: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/securityItem/thirdStep');
  await expect(page.getByText('Nothing: it is switched off')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(page.getByRole('heading', { name: 'Your Google authenticator has been switched off' })).toBeVisible();

  expect(await signInAnswer(page.request, 'twofa@example.com', 'Twofa1234!')).toMatchObject({
    StatusCode: 200,
    Data: { HasPassedLoginValidation: true },
  });
});
