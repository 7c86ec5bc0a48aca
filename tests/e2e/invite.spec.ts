/** The invite page in the browser: the demo customer's code, link, copy buttons and QR code. */
import { test, expect } from './fixtures.ts';
import { signInAs } from './session.ts';

// Screenshots for a person to look at; E2E_SHOTS keeps them out of the shared test-results.
const shots = process.env.E2E_SHOTS ?? 'test-results';
const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

for (const [size, viewport] of [
  ['desktop', desktop],
  ['mobile', phone],
] as const) {
  test(`a signed-in customer sees the invite code DEMO2024, copies it and sees the QR code (${size})`, async ({
    page,
    context,
    sandbox: _sandbox,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize(viewport);
    await signInAs(page);
    await page.goto('/invite');
    await expect(page.getByRole('heading', { level: 1, name: 'Invite friends' })).toBeVisible();
    await expect(page.getByLabel('Your invite code')).toHaveValue('DEMO2024');
    const origin = new URL(page.url()).origin;
    await expect(page.getByLabel('Your invite link', { exact: true })).toHaveValue(
      `${origin}/user/register?invite=DEMO2024`,
    );
    await expect(page.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();

    await page.getByRole('button', { name: 'Copy invite code' }).click();
    await expect(page.getByText('Copied', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('DEMO2024');
    await page.screenshot({ path: `${shots}/invite-${size}.png`, fullPage: true });
  });
}

test('a refused clipboard leaves the link selected with a message', async ({ page, sandbox: _sandbox }) => {
  await signInAs(page);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
    });
  });
  await page.goto('/invite');
  await page.getByRole('button', { name: 'Copy invite link' }).click();
  await expect(page.getByText(/Your browser did not allow copying/)).toBeVisible();
  await expect(page.getByText('Copied', { exact: true })).toHaveCount(0);
});

test('a signed-out visitor is sent to sign in first, with the way back', async ({ page, sandbox: _sandbox }) => {
  await page.goto('/invite');
  await expect(page).toHaveURL('/user/login?return=%2Finvite');
});
