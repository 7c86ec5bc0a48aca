/**
 * The flash exchange on the money-action kit, at 1280x900 and 390 px: a conversion refused
 * because the price moved shows why over the form, in view and focused, without a toast, and
 * brings a fresh quote to convert at; one whose answer never comes says the outcome is not known,
 * points to the conversions and is never sent again.
 */
import { test, expect } from './fixtures.ts';
import { withFlashAndEarn } from './flash-earn-config.ts';
import { signInAs } from './session.ts';

const shot = (name: string) => `test-results/flash-money/${name}.png`;

const screens = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const screen of screens) {
  test(`a conversion at ${screen.name} size: a price-moved refusal in view and focused with a fresh quote, then one without an answer`, async ({
    page,
    sandbox,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: screen.width, height: screen.height });
    // Calls time out after 2 seconds; the conversion answers after 4 once slowed.
    const config = withFlashAndEarn(true) as { constants: Record<string, unknown> };
    await sandbox.set('site-config', {
      config: { ...config, constants: { ...config.constants, requestTimeoutMs: 2000 } },
    });
    await signInAs(page);
    await page.goto('/flashPair?from=USDT&to=BTC');
    const amount = page.getByLabel('Amount to convert');
    await amount.fill('500');
    await expect(page.getByText('This quote holds for')).toBeVisible();
    const convert = page.getByRole('button', { name: 'Convert', exact: true });
    await convert.click();
    let review = page.getByRole('dialog', { name: 'Review your conversion' });
    await sandbox.set('answer-code', {
      operationId: 'flashOrderSendFlashOrder',
      code: 30002,
      msg: 'The price has moved since the quote',
      count: 1,
    });
    await review.getByRole('button', { name: 'Confirm conversion' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'The price moved before your conversion reached us' });
    await expect(alert).toBeFocused();
    await expect(alert).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('status').filter({ hasText: /Something went wrong/ })).toHaveCount(0);
    await expect(review).toHaveCount(0);
    await expect(amount).toHaveValue('500');
    // A fresh quote is asked at once, and the customer can convert at it.
    await expect(page.getByText('This quote holds for')).toBeVisible();
    await expect(convert).toBeEnabled();
    await page.screenshot({ path: shot(`refused-${screen.name}`) });

    await sandbox.set('latency', { ms: 4000, operationId: 'flashOrderSendFlashOrder' });
    await convert.click();
    review = page.getByRole('dialog', { name: 'Review your conversion' });
    await review.getByRole('button', { name: 'Confirm conversion' }).click();
    await expect(review.getByText('The outcome is not known yet')).toBeVisible({ timeout: 10_000 });
    await expect(review.getByRole('link', { name: 'Check your conversions' })).toHaveAttribute(
      'href',
      '/flashPair?from=USDT&to=BTC#conversions',
    );
    await expect(review.getByRole('button', { name: 'Confirm conversion' })).toHaveCount(0);
    await page.screenshot({ path: shot(`unknown-${screen.name}`) });
    await page.keyboard.press('Enter');
    await review.getByRole('button', { name: 'Close' }).click();
    await expect(review).toHaveCount(0);
    await expect(amount).toHaveValue('');
    expect((await sandbox.read<Record<string, number>>('calls')).flashOrderSendFlashOrder).toBe(2);
  });
}
