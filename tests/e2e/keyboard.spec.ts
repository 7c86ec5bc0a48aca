/**
 * Keyboard-only journeys (the keyboard and nothing else: no click, fill or focus): after each change
 * the focus has a home the customer can see, wholly in sight below the header and above the download
 * banner. Withdraw (the review closed with Escape, Send code counting down, the withdrawal confirmed),
 * the skip link over a filled form, the flash exchange, an OTC buy, the /fiat tabs, signing in, and
 * tabbing through /markets at 390 px.
 */
import type { Page } from '@playwright/test';
import { externalAddress } from '../../sandbox/seed/assets-chains.ts';
import { everythingOn } from './everything-on.ts';
import { expect, test, type SandboxKnobs } from './fixtures.ts';
import { expectFocusedInSight, expectFocusInSight, tabTo } from './in-view.ts';
import { demo, latestCode, signInAs } from './session.ts';

test.use({ bypassCSP: true });
test.describe.configure({ timeout: 60_000 });

const shot = (name: string) => `test-results/keyboard/${name}.png`;

async function open(page: Page, sandbox: SandboxKnobs, path: string, width = 1280) {
  await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
  await sandbox.set('site-config', { config: everythingOn });
  await signInAs(page);
  await page.goto(path);
}

/** Fills the withdrawal form from the keyboard: TRC20, an address, 10 USDT. */
async function fillWithdrawal(page: Page) {
  const network = page.getByRole('group', { name: 'Network' });
  await tabTo(page, network);
  for (let tries = 0; tries < 6 && !(await network.getByRole('radio', { name: 'TRC20' }).isChecked()); tries += 1)
    await page.keyboard.press('ArrowRight');
  await expect(network.getByRole('radio', { name: 'TRC20' })).toBeChecked();
  await tabTo(page, page.getByRole('textbox', { name: 'Address' }));
  await page.keyboard.type(externalAddress('e2e-keyboard', 'TRC20'));
  await tabTo(page, page.getByLabel('Amount', { exact: true }));
  await page.keyboard.type('10');
}

test('withdraw by keyboard: Escape returns to Review, Send code keeps the focus, the confirmed withdrawal takes it', async ({
  page,
  sandbox,
  request,
}) => {
  await open(page, sandbox, '/assets/withdraw?coin=USDT');
  await fillWithdrawal(page);
  const reviewButton = page.getByRole('button', { name: 'Review' });
  await tabTo(page, reviewButton);
  await page.keyboard.press('Enter');
  const review = page.getByRole('dialog', { name: 'Review your USDT withdrawal' });
  await expect(review).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(review).toHaveCount(0);
  await expectFocusedInSight(reviewButton);

  await page.keyboard.press('Enter');
  await tabTo(page, review.getByRole('button', { name: 'Send code' }));
  await page.keyboard.press('Enter');
  await expect(review.getByRole('button', { name: /Send again in/ })).toBeFocused();
  await tabTo(page, review.getByLabel('Email verification code'), { back: true });
  await page.keyboard.type(await latestCode(request, demo.email, 'withdraw'));
  await tabTo(page, review.getByLabel('Security PIN'));
  await page.keyboard.type(demo.pin);
  await page.keyboard.press('Enter');
  const done = page.getByRole('status').filter({ hasText: 'Your USDT withdrawal is confirmed and on its way.' });
  await expectFocusedInSight(done);
  await page.screenshot({ path: shot('withdraw-done') });
});

test('Skip to content over a filled withdrawal goes to the page, without asking to leave it', async ({
  page,
  sandbox,
}) => {
  await open(page, sandbox, '/assets/withdraw?coin=USDT');
  await fillWithdrawal(page);
  await tabTo(page, page.getByRole('link', { name: 'Skip to content' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('10');
});

test('a conversion by keyboard: the outcome takes the focus and says it is complete', async ({ page, sandbox }) => {
  await open(page, sandbox, '/flashPair?from=USDT&to=BTC');
  await tabTo(page, page.getByLabel('Amount to convert'));
  await page.keyboard.type('500');
  await expect(page.getByText('This quote holds for')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Convert', exact: true }));
  await page.keyboard.press('Enter');
  const review = page.getByRole('dialog', { name: 'Review your conversion' });
  await tabTo(page, review.getByRole('button', { name: 'Confirm conversion' }));
  await page.keyboard.press('Enter');
  await expectFocusedInSight(page.getByRole('heading', { name: /Conversion complete/ }));
  await page.screenshot({ path: shot('flash-done') });
});

test('an OTC buy by keyboard: the order page takes the focus on its heading, and the page title says where', async ({
  page,
  sandbox,
}) => {
  await open(page, sandbox, '/fiat?market=otc&side=buy&fiat=NGN&coin=USDT&amount=160000');
  await expect(page.getByRole('region', { name: 'The matched merchant advert' })).toBeVisible();
  await tabTo(page, page.getByRole('radio').first());
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Review the order' }));
  await page.keyboard.press('Enter');
  const review = page.getByRole('dialog', { name: 'Review your buy' });
  await tabTo(page, review.getByRole('button', { name: 'Place the buy order' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fiat\/order\?id=\d+/);
  const heading = page.getByRole('heading', { level: 1 });
  await expectFocusedInSight(heading);
  expect(await page.title()).toContain(await heading.innerText());
  await page.screenshot({ path: shot('otc-order') });
});

test('the /fiat tabs by keyboard: the arrow loads Peer-to-peer and the focus stays on its tab', async ({
  page,
  sandbox,
}) => {
  await open(page, sandbox, '/fiat');
  await tabTo(page, page.getByRole('tab', { name: 'Payment providers' }));
  await page.keyboard.press('ArrowRight');
  const otc = page.getByRole('tab', { name: 'Peer-to-peer' });
  await expect(otc).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('button').first()).toBeVisible();
  await expectFocusedInSight(otc);
});

test('signing in by keyboard lands on the page asked for, focused on its heading, with its title', async ({
  page,
  sandbox,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await sandbox.set('site-config', { config: everythingOn });
  await page.goto('/user/login?return=%2Fassets%2Fwithdraw');
  await tabTo(page, page.getByLabel('Email address'));
  await page.keyboard.type(demo.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(demo.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/assets\/withdraw$/);
  const heading = page.getByRole('heading', { level: 1, name: 'Withdraw' });
  await expectFocusedInSight(heading);
  expect(await page.title()).toMatch(/^Withdraw/);
});

test('tabbing through /markets at 390 px never goes behind the download banner or the header', async ({
  page,
  sandbox,
}) => {
  await open(page, sandbox, '/markets', 390);
  await expect(page.getByRole('complementary', { name: 'Get the app' })).toBeVisible();
  const favourite = page.getByRole('button', { name: 'Favourite ETH/USDT' });
  await expect(favourite).toBeAttached();
  await tabTo(page, page.getByRole('main'));
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await expectFocusInSight(page);
    if (await focused.evaluate((element) => element.matches('[aria-label="Favourite ETH/USDT"]'))) break;
  }
  await expectFocusedInSight(favourite);
  await page.screenshot({ path: shot('markets-390') });
});
