import { test, expect } from './fixtures.ts';
import { registerAndSignIn, signInAs } from './session.ts';

const shot = (name: string) => `test-results/api-keys/${name}.png`;

test('the demo customer creates a key (its secret shown once), edits it and deletes it with the PIN', async ({
  page,
  sandbox: _sandbox,
}) => {
  await signInAs(page);
  await page.goto('/account/api');
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Trading bot/ })).toContainText('102.89.34.17, 102.89.34.18');
  await expect(page.getByRole('row', { name: /Portfolio tracker/ })).toContainText('Any address');

  await page.getByRole('button', { name: 'Create API key' }).click();
  const create = page.getByRole('dialog', { name: 'Create an API key' });
  await create.getByLabel('Label').fill('Grid bot');
  await create.getByLabel('Withdraw').check();
  await create.getByLabel('IP whitelist (optional)').fill('41.58.10.2, 10.0.0.300');
  await create.getByLabel('Label').press('Enter');
  await expect(create.getByText('One of the addresses is not a valid IPv4 address.')).toBeVisible();
  await create.getByLabel('IP whitelist (optional)').fill('41.58.10.2\n41.58.10.3');
  await create.getByRole('button', { name: 'Review the key' }).click();
  const createReview = page.getByRole('dialog', { name: 'Check the new key before you create it' });
  await expect(createReview).toContainText('Read, Withdraw');
  await expect(createReview).toContainText('41.58.10.2, 41.58.10.3');
  await createReview.getByLabel('Security PIN').fill('123456');
  await createReview.getByRole('button', { name: 'Create' }).click();

  const created = page.getByRole('dialog', { name: 'Your new API key' });
  const secretKey = (await created.getByTestId('created-secret-key').textContent())!.trim();
  expect(secretKey).toMatch(/^[0-9a-f]{64}$/);
  await expect(created.getByRole('button', { name: 'Copy Secret key' })).toBeVisible();
  await page.screenshot({ path: shot('secret-once') });
  await created.getByRole('button', { name: 'I have saved it' }).click();
  await expect(created).toBeHidden();

  await page.reload();
  const row = page.getByRole('row', { name: /Grid bot/ });
  await expect(row).toContainText('41.58.10.2, 41.58.10.3');
  await expect(row).toContainText('Withdraw');
  await expect(row).toContainText('Does not expire');
  expect(await page.content()).not.toContain(secretKey);

  await row.getByRole('link', { name: 'Edit Grid bot' }).click();
  await expect(page).toHaveURL(/\/account\/modifyApi\?id=\d+$/);
  await expect(page.getByLabel('Label')).toHaveValue('Grid bot');
  await expect(page.getByLabel('Withdraw')).toBeChecked();
  await page.getByLabel('Label').fill('Grid bot 2');
  await page.getByLabel('Withdraw').uncheck();
  await page.getByLabel('IP whitelist (optional)').fill('');
  await page.getByRole('button', { name: 'Review the changes' }).click();
  const editReview = page.getByRole('dialog', { name: 'Check the key before you save it' });
  await expect(editReview).toContainText('Grid bot 2');
  await expect(editReview).toContainText('Any address');
  await editReview.getByLabel('Security PIN').fill('123456');
  await editReview.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Grid bot 2 has been saved.')).toBeVisible();
  await page.getByRole('link', { name: 'API keys' }).first().click();
  const edited = page.getByRole('row', { name: /Grid bot 2/ });
  await expect(edited).toContainText('Any address');
  await expect(edited).toContainText('Expires');
  await expect(edited).not.toContainText('Withdraw');

  await edited.getByRole('button', { name: 'Delete Grid bot 2' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete this API key?' });
  await remove.getByLabel('Security PIN').fill('000000');
  await remove.getByRole('button', { name: 'Delete key' }).click();
  await expect(remove.getByLabel('Security PIN')).toHaveAccessibleDescription('The security PIN is wrong.');
  await remove.getByLabel('Security PIN').fill('123456');
  await remove.getByRole('button', { name: 'Delete key' }).click();
  await expect(page.getByText('Grid bot 2 has been deleted.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Grid bot/ })).toHaveCount(0);
});

test('a customer with neither a PIN nor the authenticator is sent to the security settings', async ({
  page,
  sandbox: _sandbox,
}) => {
  await registerAndSignIn(page, 'nofactor@example.com');
  await page.goto('/account/api');
  await expect(page.getByText('You have no API keys yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Create API key' }).click();
  const create = page.getByRole('dialog', { name: 'Create an API key' });
  await create.getByLabel('Label').fill('Grid bot');
  await create.getByRole('button', { name: 'Review the key' }).click();
  const review = page.getByRole('dialog', { name: 'Check the new key before you create it' });
  await expect(review.getByText(/To confirm this, your account needs a security PIN/)).toBeVisible();
  await review.getByRole('link', { name: 'Set a security PIN' }).click();
  await expect(page).toHaveURL('/account/setting#pin');
  await expect(page.getByRole('button', { name: 'Set PIN' })).toBeVisible();
});

test('an unknown key says so on the edit page, without an error toast', async ({ page, sandbox: _sandbox }) => {
  await signInAs(page);
  await page.goto('/account/modifyApi?id=9999');
  await expect(page.getByText('This API key does not exist or has been deleted.')).toBeVisible();
  await expect(page.locator('.ui-toast')).toHaveCount(0);
  await page.goto('/account/modifyApi?id=abc');
  await expect(page.getByText('This API key does not exist or has been deleted.')).toBeVisible();
});

test('a visitor reads the API documentation page by page, and French with ?lang=fr', async ({
  page,
  sandbox: _sandbox,
}) => {
  await page.goto('/account/ApiDocument');
  const menu = page.getByRole('navigation', { name: 'Documentation pages' });
  await expect(menu.getByRole('link', { name: 'Authentication' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article')).toContainText('X-API-KEY');
  await menu.getByRole('link', { name: 'Spot endpoints' }).click();
  await expect(page).toHaveURL('/account/ApiDocument?id=4');
  await expect(page.getByRole('article')).toContainText('/api/v1/spot/order');
  await page.goto('/account/ApiDocument?id=2&lang=fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documentation de l’API');
  const frenchMenu = page.getByRole('navigation', { name: 'Pages de la documentation' });
  await expect(frenchMenu.getByRole('link', { name: 'Signature des requêtes' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('article')).toContainText('Signature');
});

test('the documentation page never runs a script from the server’s HTML', async ({ page, sandbox }) => {
  // The hostile answer is the browser's (page.route): the page comes as the app's shell.
  await sandbox.set('render', { on: false });
  const hostile = [
    '<h2>Hostile page</h2>',
    '<script>window.__ran = "script"</script>',
    '<img src="x" onerror="window.__ran = \'onerror\'">',
    '<a href="javascript:window.__ran = \'link\'">Click me</a>',
    '<iframe src="javascript:parent.__ran = \'frame\'"></iframe>',
    '<p style="position:fixed;inset:0">Plain text stays</p>',
  ].join('');
  await page.route('**/ApiDocument/GetApiDocument?**', async (route) => {
    const answer = await route.fetch();
    const body = await answer.json();
    await route.fulfill({ response: answer, json: { ...body, Data: { ...body.Data, Content: hostile } } });
  });
  await page.goto('/account/ApiDocument');
  const article = page.getByRole('article');
  await expect(article).toContainText('Plain text stays');
  await article.getByText('Click me').click();
  expect(await page.evaluate(() => (window as unknown as { __ran?: string }).__ran)).toBeUndefined();
  await expect(article.locator('script, iframe, [onerror], [style], a[href^="javascript"]')).toHaveCount(0);
});

test('the API key pages speak French with ?lang=fr', async ({ page, sandbox: _sandbox }) => {
  await signInAs(page);
  await page.goto('/account/api?lang=fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clés API');
  await expect(page.getByRole('row', { name: /Trading bot/ })).toContainText('Lecture');
  await page.goto('/account/modifyApi?id=301&lang=fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modifier la clé API');
  await expect(page.getByLabel('Libellé')).toHaveValue('Trading bot');
});
