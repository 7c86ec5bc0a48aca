/**
 * Token sales and missions in the browser, with their switches on: a sale followed from upcoming
 * to distribution on the sandbox clock, a subscription over the limit refused; a beginner task
 * claimed, a campaign joined, completed and claimed, a voucher used (in French, on a phone); and
 * with the switches off, none of these pages or links.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, type SandboxKnobs } from './fixtures.ts';
import { seriousViolations, useTheme } from './axe.ts';
import { signInAs } from './session.ts';

test.use({ bypassCSP: true });

// Screenshots for a person to look at; E2E_SHOTS keeps them out of the shared test-results.
const shots = process.env.E2E_SHOTS ?? 'test-results';
const phone = { width: 390, height: 844 };
const day = 24 * 60 * 60 * 1000;

async function switchOn(request: APIRequestContext, sandbox: SandboxKnobs): Promise<void> {
  const config = await (await request.get('/site.json')).json();
  await sandbox.set('site-config', {
    config: { ...config, features: { ...config.features, twinkle: true, missionSystem: true } },
  });
}

/** The sandbox moves on; the customer comes back days later, signs in again and opens the page. */
async function later(page: Page, sandbox: SandboxKnobs, ms: number): Promise<void> {
  await sandbox.set('clock', { advanceMs: ms });
  await signInAs(page);
  await page.reload();
}

test('a customer follows an upcoming sale to its distribution, and a subscription over the limit is refused on its field', async ({
  page,
  request,
  sandbox,
}) => {
  await switchOn(request, sandbox);
  await signInAs(page);
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Twinkle' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Token sales' })).toBeVisible();
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await page.getByRole('link', { name: 'Nova Chain' }).click();
  await expect(page).toHaveURL(/\/twinkle\/details\?id=5$/);
  await expect(page.getByText(/^Subscriptions open on \d{4}-\d\d-\d\d \d\d:\d\d\.$/)).toBeVisible();
  await expect(page.getByLabel('Tokens to subscribe')).toHaveCount(0);

  await later(page, sandbox, 4 * day + 60_000);
  const phases = page.getByRole('region', { name: 'Sale phases' });
  await expect(phases.locator('[aria-current="step"]')).toContainText('Subscription');
  const field = page.getByLabel('Tokens to subscribe');
  await field.fill('200000.01');
  await page.getByRole('button', { name: 'Review subscription' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/You can subscribe at most 200,000\.00\sNOVA more\./);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await field.fill('2500');
  await page.getByRole('button', { name: 'Review subscription' }).click();
  const review = page.getByRole('dialog', { name: 'Review your subscription' });
  await expect(review.getByText('You pay').locator('xpath=following-sibling::*[1]')).toHaveText(/125\.0+\sUSDT/);
  await review.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(/You subscribed 2,500\.00\sNOVA for 125\.0+\sUSDT\./)).toBeVisible();
  const mine = page.getByRole('region', { name: 'Your subscription' });
  await expect(mine).toContainText('2,500.00 NOVA');
  expect(await seriousViolations(page)).toEqual([]);

  await later(page, sandbox, 7 * day);
  await expect(phases.locator('[aria-current="step"]')).toContainText('Calculation');
  await expect(page.getByText(/^Subscriptions closed on .+ The allocations are being calculated\.$/)).toBeVisible();
  await expect(mine.getByText('Your allocation').locator('xpath=following-sibling::*[1]')).toHaveText('2,500.00 NOVA');

  await later(page, sandbox, 2 * day);
  await expect(page.getByText(/^This sale closed on .+ and its tokens have been distributed\.$/)).toBeVisible();
  await expect(mine.getByText('Credited to you').locator('xpath=following-sibling::*[1]')).toHaveText('2,500.00 NOVA');
  await page.screenshot({ path: `${shots}/twinkle-details-distributed.png`, fullPage: true });

  await mine.getByRole('link', { name: 'See my subscriptions' }).click();
  await expect(page.getByRole('tab', { name: 'My subscriptions' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Nova Chain');
});

test('in French on a phone, a customer claims a beginner task, joins a campaign, completes and claims it, and uses a voucher', async ({
  page,
  request,
  sandbox,
}) => {
  await switchOn(request, sandbox);
  await page.setViewportSize(phone);
  await useTheme(page, 'dark');
  await signInAs(page);
  await page.goto('/missionSystem?lang=fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Missions' })).toBeVisible();

  const claimReviewed = async () => {
    const review = page.getByRole('dialog', { name: 'Réclamer cette récompense ?' });
    await expect(review).toContainText('La récompense est versée sur votre compte spot.');
    await review.getByRole('button', { name: 'Réclamer la récompense' }).click();
  };
  await page.getByRole('button', { name: 'Réclamer la récompense : Définissez un code PIN de sécurité' }).click();
  await claimReviewed();
  await expect(page.getByText(/versé sur votre compte spot pour « Définissez un code PIN de sécurité »/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${shots}/missions-fr-phone-dark.png`, fullPage: true });

  await page.getByRole('tab', { name: 'Campagnes' }).click();
  const earnWeek = page.getByRole('article', { name: "Semaine de l'épargne" });
  await expect(earnWeek).toContainText('Rejoignez d’abord : seule votre activité après l’inscription compte');
  await page.getByRole('button', { name: "Rejoindre la campagne : Semaine de l'épargne" }).click();
  await expect(earnWeek.getByText(/Vous avez rejoint « Semaine de l'épargne »/)).toBeVisible();
  await sandbox.set('mission-progress', { taskId: 202, usdt: '1000' });
  await page.reload();
  await page.getByRole('button', { name: "Réclamer la récompense : Semaine de l'épargne" }).click();
  await claimReviewed();
  await expect(earnWeek.getByText(/versé sur votre compte spot pour « Semaine de l'épargne »/)).toBeVisible();

  await earnWeek.getByRole('link', { name: 'Voir mes récompenses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Centre des récompenses' })).toBeVisible();
  await page
    .getByRole('button', { name: 'Utiliser le Bon de frais de trading reçu de Sprint spot de printemps' })
    .click();
  const ask = page.getByRole('dialog', { name: 'Utiliser ce bonus ?' });
  await ask.getByRole('button', { name: 'Utiliser' }).click();
  await expect(page.getByText(/^20(,0+)?\sUSDT a été versé sur votre compte spot\.$/)).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Utiliser le Bon de frais de trading reçu de Sprint spot de printemps' }),
  ).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${shots}/funding-centre-fr-phone-dark.png`, fullPage: true });
});

test('with both switches off, no token-sale or missions page or link can be reached', async ({
  page,
  sandbox: _sandbox,
}) => {
  await signInAs(page);
  for (const path of [
    '/twinkle',
    '/twinkle/details?id=5',
    '/missionSystem',
    '/missionSystem/details?id=202',
    '/missionSystem/fundingCenter',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^(Twinkle|Missions)$/ })).toHaveCount(0);
  }
});
