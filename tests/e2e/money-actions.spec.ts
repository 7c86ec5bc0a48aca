/**
 * Money actions on the kit, in Chromium at 1280x900 and 390 px: a crypto withdrawal and a new
 * address in the address book, each refused with a code of no field (the message in view, focused,
 * never also a toast) and then sent with no answer in time (the outcome not known, never sent again).
 */
import type { APIRequestContext } from '@playwright/test';
import { externalAddress } from '../../sandbox/seed/assets-chains.ts';
import { test, expect, type SandboxKnobs } from './fixtures.ts';
import { signInAs } from './session.ts';

test.use({ bypassCSP: true });
test.describe.configure({ timeout: 60_000 });

const screens = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const shot = (name: string) => `test-results/money-actions/${name}.png`;
const calls = (sandbox: SandboxKnobs) => sandbox.read<Record<string, number>>('calls');

/** The operation's next call gets no answer (the sandbox drops it): the page cannot know how it ended. */
const unanswered = (sandbox: SandboxKnobs, operationId: string) => () => sandbox.set('lose-answer', { operationId });

async function mailedCode(request: APIRequestContext): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const sent: { purpose: string; code: string }[] = await (
        await request.get('/__sandbox/codes?target=demo%40example.com')
      ).json();
      code = sent.filter((c) => c.purpose === 'withdraw').at(-1)?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

for (const screen of screens) {
  test(`withdraw at ${screen.name} size: a refusal of no field in view and focused, then a confirmation without an answer`, async ({
    page,
    request,
    sandbox,
  }) => {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    const slow = unanswered(sandbox, 'customerAssetsConfirmTransactionOut');
    await signInAs(page);
    await page.goto('/assets/withdraw?coin=USDT');
    await page.getByRole('group', { name: 'Network' }).getByRole('radio', { name: 'TRC20' }).click();
    await page.getByRole('textbox', { name: 'Address' }).fill(externalAddress('e2e-kit', 'TRC20'));
    await page.getByLabel('Amount', { exact: true }).fill('10');
    await page.getByRole('button', { name: 'Review' }).click();
    let review = page.getByRole('dialog', { name: 'Review your USDT withdrawal' });
    await review.getByRole('button', { name: 'Send code' }).click();
    const code = await mailedCode(request);
    await review.getByLabel('Email verification code').fill(code);
    await review.getByLabel('Security PIN').fill('123456');
    await sandbox.set('answer-code', {
      operationId: 'customerAssetsApplyTransactionOut',
      code: 77001,
      msg: 'Withdrawals are closed for now',
      count: 1,
    });
    await review.getByRole('button', { name: 'Confirm withdrawal' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Withdrawals are closed for now' });
    await expect(alert).toBeFocused();
    await expect(alert).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('status').filter({ hasText: /Something went wrong/ })).toHaveCount(0);
    await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('10');
    await page.screenshot({ path: shot(`withdraw-refused-${screen.name}`) });

    await slow();
    await page.getByRole('button', { name: 'Review' }).click();
    review = page.getByRole('dialog', { name: 'Review your USDT withdrawal' });
    await review.getByLabel('Email verification code').fill(code);
    await review.getByLabel('Security PIN').fill('123456');
    await review.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(review.getByText('The outcome is not known yet')).toBeVisible({ timeout: 10_000 });
    await expect(review.getByRole('link', { name: 'Check your records' })).toHaveAttribute(
      'href',
      '/assets/financialRecords?type=withdraw',
    );
    await expect(review.getByRole('button', { name: 'Confirm withdrawal' })).toHaveCount(0);
    await page.screenshot({ path: shot(`withdraw-unknown-${screen.name}`) });
    await page.keyboard.press('Enter');
    await review.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('');
    const sent = await calls(sandbox);
    expect([sent.customerAssetsApplyTransactionOut, sent.customerAssetsConfirmTransactionOut]).toEqual([2, 1]);
  });

  test(`address book at ${screen.name} size: a refusal of no field in view and focused, then a save without an answer`, async ({
    page,
    sandbox,
  }) => {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    const slow = unanswered(sandbox, 'coinUserAddressAdd');
    await signInAs(page);
    await page.goto('/assets/address');
    await page.getByRole('button', { name: 'Add an address' }).click();
    const add = page.getByRole('dialog', { name: 'Add a withdrawal address' });
    await add.getByLabel('Label').fill('Cold ETH');
    await add.getByRole('combobox', { name: 'Coin' }).click();
    await add.getByRole('option', { name: /^ETH/ }).click();
    await add.getByRole('radio', { name: 'ERC20' }).click();
    await add.getByRole('textbox', { name: 'Address' }).fill(externalAddress('e2e-kit', 'ERC20'));
    await add.getByRole('button', { name: 'Review the address' }).click();
    let review = page.getByRole('dialog', { name: 'Check the address before you save it' });
    await review.getByLabel('Security PIN').fill('123456');
    await sandbox.set('answer-code', {
      operationId: 'coinUserAddressAdd',
      code: 77001,
      msg: 'The address book is closed for now',
      count: 1,
    });
    await review.getByRole('button', { name: 'Save the address' }).click();
    const alert = add.getByRole('alert').filter({ hasText: 'The address book is closed for now' });
    await expect(alert).toBeFocused();
    await expect(alert).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('status').filter({ hasText: /Something went wrong/ })).toHaveCount(0);
    await expect(add.getByLabel('Label')).toHaveValue('Cold ETH');
    await page.screenshot({ path: shot(`address-refused-${screen.name}`) });

    await slow();
    await add.getByRole('button', { name: 'Review the address' }).click();
    review = page.getByRole('dialog', { name: 'Check the address before you save it' });
    await review.getByLabel('Security PIN').fill('123456');
    await review.getByRole('button', { name: 'Save the address' }).click();
    await expect(review.getByText('The outcome is not known yet')).toBeVisible({ timeout: 10_000 });
    await expect(review.getByRole('link', { name: 'Check your address book' })).toHaveAttribute(
      'href',
      '/assets/address',
    );
    await expect(review.getByRole('button', { name: 'Save the address' })).toHaveCount(0);
    await page.screenshot({ path: shot(`address-unknown-${screen.name}`) });
    await review.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await calls(sandbox)).coinUserAddressAdd).toBe(2);
  });
}
