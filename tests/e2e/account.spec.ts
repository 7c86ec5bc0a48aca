import { totp } from '../../sandbox/modules/totp.ts';
import { test, expect } from './fixtures.ts';
import { latestCode, registerAndSignIn, signInAs } from './session.ts';

const shot = (name: string) => `test-results/account/${name}.png`;

test('a new customer sets a PIN, turns on the Google authenticator, creates an API key and logs out', async ({
  page,
  sandbox: _sandbox,
}) => {
  const email = 'journey@example.com';
  await registerAndSignIn(page, email);
  await page.goto('/account/userInfo');
  await expect(page.getByRole('heading', { level: 1, name: 'Account overview' })).toBeVisible();
  const security = page.getByRole('region', { name: 'Security' });
  await expect(security.getByRole('listitem').filter({ hasText: 'Security PIN' })).toContainText('Not set');

  // The security item's link leads to its section of the settings page.
  await security.getByRole('link', { name: /Set PIN/ }).click();
  await expect(page).toHaveURL('/account/setting#pin');
  // The page scrolls to the item and focuses it once drawn; a click before that could miss.
  await expect(page.getByRole('region', { name: 'Security PIN' })).toBeFocused();
  await page.getByRole('region', { name: 'Security PIN' }).getByRole('button', { name: 'Set PIN' }).click();
  const pinDialog = page.getByRole('dialog', { name: 'Set your security PIN' });
  await pinDialog.getByLabel('New PIN', { exact: true }).fill('246810');
  await pinDialog.getByLabel('New PIN again').fill('246811');
  await pinDialog.getByRole('button', { name: 'Send code' }).click();
  await expect(pinDialog.getByText(`Code sent to ${email}`)).toBeVisible();
  await pinDialog.getByLabel('Verification code').fill(await latestCode(page.request, email, 'setPin'));
  await pinDialog.getByLabel('Verification code').press('Enter');
  await expect(pinDialog.getByText('The two PINs are not the same.')).toBeVisible();
  await pinDialog.getByLabel('New PIN again').fill('246810');
  await pinDialog.getByRole('button', { name: 'Continue' }).click();
  const pinReview = page.getByRole('dialog', { name: 'Check the change before you save it' });
  await expect(pinReview).toContainText('Set to the new PIN');
  await pinReview.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your security PIN is set.' })).toBeVisible();
  await expect(pinDialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Security PIN' })).toContainText('Set');

  await page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('link', { name: 'Google authenticator' })
    .click();
  await expect(page.getByRole('img', { name: /QR code to add your account/ })).toBeVisible();
  const secret = (await page.locator('.google-secret .secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.screenshot({ path: shot('google-setup'), fullPage: true });
  await page.getByLabel('Authenticator code').fill(totp(secret, Date.now()));
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`Code sent to ${email}`)).toBeVisible();
  await page.getByLabel('Verification code').fill(await latestCode(page.request, email, 'google'));
  await page.getByRole('button', { name: 'Continue' }).click();
  const googleReview = page.getByRole('dialog', { name: 'Check the change before you save it' });
  await expect(googleReview).toContainText('Turned on');
  await googleReview.getByRole('button', { name: 'Turn on the authenticator' }).click();
  await expect(page.getByText('The Google authenticator is on.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Turn off the authenticator' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'API keys' }).click();
  await expect(page.getByText('You have no API keys yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Create API key' }).click();
  const create = page.getByRole('dialog', { name: 'Create an API key' });
  await create.getByLabel('Label').fill('Journey bot');
  await create.getByLabel('Trade').check();
  await create.getByRole('button', { name: 'Review the key' }).click();
  const review = page.getByRole('dialog', { name: 'Check the new key before you create it' });
  await expect(review.getByRole('radio', { name: 'Security PIN' })).toBeChecked();
  await review.getByRole('radio', { name: 'Google authenticator' }).check();
  await review.getByLabel('Google authenticator code').fill(totp(secret, Date.now()));
  await review.getByRole('button', { name: 'Create' }).click();
  const created = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(created.getByText('It is shown only this once')).toBeVisible();
  const secretKey = (await created.getByTestId('created-secret-key').textContent())!.trim();
  expect(secretKey).toMatch(/^[0-9a-f]{64}$/);
  await created.getByRole('button', { name: 'I have saved it' }).click();

  await page.reload();
  const row = page.getByRole('row', { name: /Journey bot/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Trade');
  expect(await page.content()).not.toContain(secretKey);

  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/user\/login/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toHaveCount(0);
  await page.goto('/account/userInfo');
  await expect(page).toHaveURL('/user/login?return=%2Faccount%2FuserInfo');
});

test('identity verification goes from pending to rejected with its reason, then passes on a second try', async ({
  page,
  sandbox,
}) => {
  await registerAndSignIn(page, 'kyc@example.com');
  await page.goto('/account/verifiy');
  await expect(page.getByText('Verify your identity to raise your withdrawal limits.')).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Level 2');
  await expect(page.getByRole('option', { name: /United States \(not available/ })).toBeDisabled();

  const fillIdentity = async (lastName: string) => {
    await page.getByLabel('Country that issued the document').selectOption('NG');
    await page.getByLabel('First name').fill('Tunde');
    await page.getByLabel('Last name').fill(lastName);
    await page.getByLabel('Document type').selectOption('idCard');
    await page.getByLabel('Document number').fill('B12345678');
    for (const [label, name] of [
      ['Front of the document', 'front.jpg'],
      ['Back of the document', 'back.png'],
      ['Selfie holding the document', 'selfie.jpg'],
    ]) {
      await page.getByLabel(label).setInputFiles({
        name,
        mimeType: name.endsWith('png') ? 'image/png' : 'image/jpeg',
        buffer: Buffer.from('picture'),
      });
      await expect(page.getByRole('img', { name: `Preview of ${name}` })).toBeVisible();
    }
  };

  const submit = async () => {
    await page.getByRole('button', { name: 'Continue' }).click();
    const review = page.getByRole('dialog', { name: 'Check your details before you submit them' });
    await expect(review).toContainText('National ID card');
    await review.getByRole('button', { name: 'Submit for review' }).click();
  };
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Choose the country that issued your document.')).toBeVisible();
  await page
    .getByLabel('Front of the document')
    .setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('x') });
  await expect(page.getByText('Choose a JPG, PNG or PDF file.')).toBeVisible();

  await fillIdentity('Reject');
  await page.screenshot({ path: shot('kyc-form'), fullPage: true });
  await submit();
  const status = page.getByRole('region', { name: /Under review|Rejected|Verified/ });
  await expect(status).toContainText('Under review');
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(status).toContainText('Still under review (checked at');

  await sandbox.set('clock', { advanceMs: 6_000 });
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(status).toContainText('Rejected');
  await expect(status).toContainText('The name on the document does not match the name entered.');
  await expect(page.getByRole('heading', { name: 'Submit your identity again' })).toBeVisible();
  await expect(page.getByLabel('Last name')).toHaveValue('Reject');
  await expect(page.getByLabel('Front of the document')).toHaveValue('');

  await fillIdentity('Bakare');
  await submit();
  await expect(status).toContainText('Under review');
  await sandbox.set('clock', { advanceMs: 6_000 });
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(status).toContainText('Verified');
  await expect(status).toContainText('Level 1');
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
});

test('the overview asks for profile and sign-in log at once and, with an expired token, refreshes once', async ({
  page,
  sandbox,
}) => {
  await signInAs(page);
  await sandbox.set('expire-tokens');
  await page.goto('/account/userInfo');
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('demo@example.com');
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('DEMO2024');
  await expect(page.getByRole('region', { name: 'Recent sign-ins' }).getByRole('row')).toHaveCount(6);
  const calls = await sandbox.read<Record<string, number>>('calls');
  expect(calls.customerRefresh).toBe(1);
});

test('a wrong current PIN shows on its field, and Escape closes the dialog', async ({ page, sandbox: _sandbox }) => {
  await signInAs(page);
  await page.goto('/account/setting');
  await page.getByRole('button', { name: 'Change PIN' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your security PIN' });
  await dialog.getByLabel('Current PIN').fill('000000');
  await dialog.getByLabel('New PIN', { exact: true }).fill('135790');
  await dialog.getByLabel('New PIN again').fill('135790');
  await dialog.getByLabel('Send the code to').selectOption({ label: 'Phone +234 8031234567' });
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText('Code sent to +234 8031234567')).toBeVisible();
  await dialog.getByLabel('Verification code').fill(await latestCode(page.request, '2348031234567', 'setPin'));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('dialog', { name: 'Check the change before you save it' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(dialog.getByLabel('Current PIN')).toHaveAccessibleDescription(/The security PIN is wrong\./);
  await expect(dialog.getByLabel('Current PIN')).toBeFocused();
  await page.screenshot({ path: shot('settings-pin-refused') });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Change PIN' })).toBeFocused();

  // The order confirmation switch saves once its change is reviewed.
  const toggle = page.getByRole('switch', { name: 'Confirm orders a second time' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await page
    .getByRole('dialog', { name: 'Check the change before you save it' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByText('Orders now ask for a second confirmation.')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
});

test('every account page speaks French with ?lang=fr', async ({ page, sandbox: _sandbox }) => {
  await signInAs(page);
  const headings: [string, string][] = [
    ['/account/userInfo', 'Vue d’ensemble du compte'],
    ['/account/setting', 'Paramètres de sécurité'],
    ['/account/google', 'Authentificateur Google'],
    ['/account/verifiy', 'Vérification d’identité'],
  ];
  for (const [path, heading] of headings) {
    await page.goto(`${path}?lang=fr`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  await expect(page.getByRole('region', { name: /Vérifié/ })).toContainText('Votre identité est vérifiée.');
});
