/**
 * /financial and /financial/order in the browser: a customer new to earn accepts the terms,
 * subscribes, sees interest once the clock has moved, and redeems early after the warning; then
 * both pages (and /flashPair) in French on a phone in the dark theme. At 1280x900 and 390 px, a
 * subscription refused with a code of no field (the message in view, focused, never also a toast)
 * and then sent with no answer in time (the outcome not known, never sent again).
 */
import { test, expect } from './fixtures.ts';
import { seriousViolations, useTheme } from './axe.ts';
import { withFlashAndEarn } from './flash-earn-config.ts';
import { expectOutcomeUnknown, expectRefusalInView, moneyScreens, openMoneyForm } from './money-form.ts';
import { registerAndSignIn } from './session.ts';

test.use({ bypassCSP: true });

const shot = (name: string) => `test-results/earn/${name}.png`;
const day = 86_400_000;
const product = 'USDT 30-Day Fixed Savings';

test('a customer new to earn accepts the terms, subscribes, earns interest as days pass and redeems early after the warning', async ({
  page,
  sandbox,
}) => {
  await sandbox.set('site-config', { config: withFlashAndEarn(true) });
  await registerAndSignIn(page, 'saver@example.com');
  await sandbox.set('credit', { account: 'saver@example.com', coin: 'USDT', amount: '5000' });
  await page.goto('/financial');
  await expect(page.getByRole('heading', { level: 1, name: 'Earn' })).toBeVisible();
  await expect(page.getByText('You have not used Earn yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('row', { name: /USDC Flexible Savings/ })).toContainText(/10\.00\s?%.*500/);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: `Subscribe to ${product}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: product })).toBeVisible();
  await page.getByLabel('Amount to subscribe').fill('3650');
  await expect(page.getByText(/Estimated interest: 18\.0000\sUSDT over 30 days\./)).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();

  const terms = page.getByRole('dialog', { name: 'The Earn terms' });
  await terms.getByLabel('I have read and accept the Earn terms').check();
  await terms.getByRole('button', { name: 'Accept and continue' }).click();
  const review = page.getByRole('dialog', { name: 'Review your subscription' });
  await expect(review).toContainText(/Estimated interest for the term≈ 18\.0000\sUSDT over 30 days/);
  await expect(review).toContainText('Redeemed before then, it returns at once but its interest is given up.');
  await page.screenshot({ path: shot('subscribe-review') });
  await review.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `You subscribed 3,650.0000 USDT to ${product}.` }),
  ).toBeVisible();

  // Six days later the holding has earned 3,650 × 6% × 6 / 365 = 3.6 USDT. The customer comes back
  // to it: the page left first, so its sign-in is refreshed once, by the page they come back to (an
  // open page's poll would refresh it too, and a load racing that refresh meets a spent token).
  await page.goto('about:blank');
  await sandbox.set('clock', { advanceMs: 6 * day });
  await page.goto('/financial/order');
  const row = page.getByRole('row', { name: new RegExp(product) });
  await expect(row).toContainText(/3,650\.0000\sUSDT.*3\.6000\sUSDT.*≈ 14\.4000\sUSDT more by/);
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole('button', { name: `Redeem from ${product}` }).click();

  const form = page.getByRole('dialog', { name: `Redeem from ${product}` });
  await expect(form).toContainText(
    'This fixed term has not ended: redeeming now gives up the interest of the amount you redeem.',
  );
  await form.getByRole('button', { name: 'Max' }).click();
  await form.getByRole('button', { name: 'Review' }).click();
  const early = page.getByRole('dialog', { name: 'Review your early redemption' });
  await expect(early).toContainText(/Interest given up3\.6000\sUSDT/);
  await expect(early).toContainText(/You receive3,650\.0000\sUSDT/);
  await expect(early.getByRole('list', { name: 'Before you confirm' })).toContainText(
    /Redeeming now gives up about 3\.6000\sUSDT of interest earned so far, and about 14\.4000\sUSDT more it would earn by then\./,
  );
  await page.screenshot({ path: shot('early-warning') });
  await early.getByRole('button', { name: 'Redeem early' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `You redeemed 3,650.0000 USDT from ${product}, with 0.0000 USDT of interest.` }),
  ).toBeVisible();
  await expect(page.getByText('You hold no earn product.', { exact: false })).toBeVisible();

  await page.getByRole('link', { name: 'See the redemption in your records' }).click();
  await expect(page.getByRole('row', { name: /Redemption/ })).toContainText(
    /3,650\.0000\sUSDT.*Redeemed early: 3\.6000\sUSDT of interest given up/,
  );
  await expect(page.getByRole('row', { name: /Subscription/ })).toContainText('3,650.0000 USDT');
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor explores a quote and the earn products in French, in the dark theme', async ({ page, sandbox }) => {
    await sandbox.set('site-config', { config: withFlashAndEarn(true) });
    await useTheme(page, 'dark');
    await page.goto('/flashPair?lang=fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Échange éclair' })).toBeVisible();
    await page.getByLabel('Montant à convertir').fill('1000');
    await expect(page.getByText('Ce devis reste valable')).toBeVisible();
    await expect(page.locator('.flash-quote')).toContainText(/Vous recevez\s*0,\d+\sBTC/);
    await expect(page.getByRole('link', { name: 'Se connecter pour convertir' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: shot('flash-fr-phone-dark'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Montant à convertir').fill('');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Épargne' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Épargne' })).toBeVisible();
    await expect(page.getByText('Épargne à terme USDT 30 jours')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Souscrire à Épargne à terme USDT 30 jours' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: shot('earn-fr-phone-dark'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });
});

for (const screen of moneyScreens) {
  test(`a subscription at ${screen.name} size: a refusal of no field in view and focused, then one without an answer`, async ({
    page,
    sandbox,
  }) => {
    await openMoneyForm(page, sandbox, screen, withFlashAndEarn(true), '/financial?product=1');
    const field = page.getByLabel('Amount to subscribe');
    await field.fill('100');
    const openReview = async () => {
      await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
      return page.getByRole('dialog', { name: 'Review your subscription' });
    };
    await expectRefusalInView(page, sandbox, {
      review: await openReview(),
      confirmName: 'Confirm subscription',
      operationId: 'financingCreateDeposit',
      code: 77001,
      msg: 'Subscriptions are closed for now',
    });
    await expect(field).toHaveValue('100');
    await page.screenshot({ path: shot(`subscribe-refused-${screen.name}`) });

    await expectOutcomeUnknown(page, sandbox, {
      openReview,
      confirmName: 'Confirm subscription',
      operationId: 'financingCreateDeposit',
      recordsName: 'Check your records',
      recordsHref: '/financial/order?tab=records',
      screenshot: shot(`subscribe-unknown-${screen.name}`),
    });
    await expect(field).toHaveValue('');
  });
}
