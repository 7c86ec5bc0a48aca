/**
 * Cancelling a withdrawal that waits for its confirmation, on the money-action kit: reviewed, sent
 * once; an answer that never comes says the outcome is not known and where to check (the row, the
 * records), and the row offers the cancel again only once the reloaded list still shows it waiting;
 * a refusal shows over the list, focused and in sight, with no toast beside it.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { externalAddress } from '../../sandbox/seed/assets-chains.ts';
import { everythingOn } from './everything-on.ts';
import { expect, test, type SandboxKnobs } from './fixtures.ts';
import { expectFocusedInSight } from './in-view.ts';
import { demo, latestCode, signInAs } from './session.ts';

test.use({ bypassCSP: true });
test.describe.configure({ timeout: 60_000 });

const cancelOp = 'customerAssetsCancelApplyTransactionOut';
const listOp = 'coinTransactionOutGetUserTransactionOutList';
const shot = (name: string) => `test-results/withdrawal-cancel/${name}.png`;
const calls = async (sandbox: SandboxKnobs) => (await sandbox.read<Record<string, number>>('calls'))[cancelOp] ?? 0;

/** A withdrawal of 25 USDT applied and left waiting for its confirmation (a wrong PIN refused it). */
async function waitingWithdrawal(page: Page, request: APIRequestContext, sandbox: SandboxKnobs, width: number) {
  await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
  await sandbox.set('site-config', { config: everythingOn });
  await signInAs(page);
  await page.goto('/assets/withdraw?coin=USDT');
  await page.getByRole('group', { name: 'Network' }).getByRole('radio', { name: 'TRC20' }).click();
  await page.getByRole('textbox', { name: 'Address' }).fill(externalAddress('e2e-cancel', 'TRC20'));
  await page.getByLabel('Amount', { exact: true }).fill('25');
  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review your USDT withdrawal' });
  await review.getByRole('button', { name: 'Send code' }).click();
  await expect(review.getByRole('button', { name: /Send again in/ })).toBeVisible();
  await review.getByLabel('Email verification code').fill(await latestCode(request, demo.email, 'withdraw'));
  await review.getByLabel('Security PIN').fill('000000');
  await review.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(review.getByText('The security PIN is wrong.')).toBeVisible();
  await review.getByRole('button', { name: 'Back' }).click();
  const cancel = page.getByRole('button', { name: /Cancel the withdrawal of 25(\.0+)? USDT/ });
  await expect(cancel).toBeVisible();
  return cancel;
}

for (const width of [1280, 390]) {
  test(`at ${width} px, a cancel without an answer says where to check and is offered again only after the list reloads`, async ({
    page,
    request,
    sandbox,
  }) => {
    const cancel = await waitingWithdrawal(page, request, sandbox, width);
    await cancel.click();
    const review = page.getByRole('dialog', { name: 'Cancel this withdrawal?' });
    await expect(review).toContainText('TRC20');
    await sandbox.set('lose-answer', { operationId: cancelOp });
    await sandbox.set('hold', { operationId: listOp });
    await review.getByRole('button', { name: 'Cancel the withdrawal' }).dblclick();
    await expect(review.getByRole('alert').filter({ hasText: 'The outcome is not known yet' })).toBeFocused();
    await expect(review.getByRole('link', { name: 'Check this withdrawal in your records' })).toHaveAttribute(
      'href',
      '/assets/financialRecords?type=withdraw',
    );
    await expect(review.getByRole('button', { name: 'Cancel the withdrawal' })).toHaveCount(0);
    await page.screenshot({ path: shot(`unknown-${width}`) });
    await page.keyboard.press('Enter');
    await review.getByRole('button', { name: 'Close' }).click();

    const row = page.getByRole('region', { name: 'Your latest withdrawals' });
    await expectFocusedInSight(row.getByRole('status').filter({ hasText: 'Cancellation sent, not confirmed yet.' }));
    await expect(cancel).toHaveCount(0);
    await page.screenshot({ path: shot(`unknown-row-${width}`) });
    expect(await calls(sandbox)).toBe(1);

    await sandbox.set('release', { operationId: listOp });
    await expect(cancel).toBeVisible();
    await expect(row.getByText('Cancellation sent, not confirmed yet.')).toHaveCount(0);
    expect(await calls(sandbox)).toBe(1);
  });

  test(`at ${width} px, a refused cancel shows why over the list, focused and in sight, with no toast`, async ({
    page,
    request,
    sandbox,
  }) => {
    const cancel = await waitingWithdrawal(page, request, sandbox, width);
    await cancel.click();
    const review = page.getByRole('dialog', { name: 'Cancel this withdrawal?' });
    await sandbox.set('answer-code', { operationId: cancelOp, code: 30013, msg: 'Not waiting', count: 1 });
    await review.getByRole('button', { name: 'Cancel the withdrawal' }).click();
    await expect(review).toHaveCount(0);
    const refusal = page.getByRole('alert').filter({ hasText: 'This withdrawal can no longer be cancelled' });
    await expectFocusedInSight(refusal);
    await expect(page.getByRole('status').filter({ hasText: /Something went wrong|Not waiting/ })).toHaveCount(0);
    await page.screenshot({ path: shot(`refused-${width}`) });
    expect(await calls(sandbox)).toBe(1);
  });
}
