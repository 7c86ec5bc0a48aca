/**
 * The flash exchange on the money-action kit, at 1280x900 and 390 px: a conversion refused
 * because the price moved shows why over the form, in view and focused, without a toast, and
 * brings a fresh quote to convert at; one whose answer never comes says the outcome is not known,
 * points to the conversions and is never sent again.
 */
import { test, expect } from './fixtures.ts';
import { withFlashAndEarn } from './flash-earn-config.ts';
import { expectOutcomeUnknown, expectRefusalInView, moneyScreens, openMoneyForm } from './money-form.ts';

const shot = (name: string) => `test-results/flash-money/${name}.png`;

for (const screen of moneyScreens) {
  test(`a conversion at ${screen.name} size: a price-moved refusal in view and focused with a fresh quote, then one without an answer`, async ({
    page,
    sandbox,
  }) => {
    await openMoneyForm(page, sandbox, screen, withFlashAndEarn(true), '/flashPair?from=USDT&to=BTC');
    const amount = page.getByLabel('Amount to convert');
    await amount.fill('500');
    await expect(page.getByText('This quote holds for')).toBeVisible();
    const convert = page.getByRole('button', { name: 'Convert', exact: true });
    const openReview = async () => {
      await convert.click();
      return page.getByRole('dialog', { name: 'Review your conversion' });
    };
    const review = await openReview();
    await expectRefusalInView(page, sandbox, {
      review,
      confirmName: 'Confirm conversion',
      operationId: 'flashOrderSendFlashOrder',
      code: 30002,
      msg: 'The price has moved since the quote',
      shown: 'The price moved before your conversion reached us',
    });
    await expect(review).toHaveCount(0);
    await expect(amount).toHaveValue('500');
    // A fresh quote is asked at once, and the customer can convert at it.
    await expect(page.getByText('This quote holds for')).toBeVisible();
    await expect(convert).toBeEnabled();
    await page.screenshot({ path: shot(`refused-${screen.name}`) });

    await expectOutcomeUnknown(page, sandbox, {
      openReview,
      confirmName: 'Confirm conversion',
      operationId: 'flashOrderSendFlashOrder',
      recordsName: 'Check your conversions',
      recordsHref: '/flashPair?from=USDT&to=BTC#conversions',
      screenshot: shot(`unknown-${screen.name}`),
    });
    await expect(amount).toHaveValue('');
  });
}
