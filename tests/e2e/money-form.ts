/**
 * What every money form on the kit does alike in the browser: a refusal of no field shown once (in view
 * and focused, never also a toast), and a send that gets no answer (the outcome not known, the records it
 * points to, never sent again).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, type SandboxKnobs } from './fixtures.ts';
import { signInAs } from './session.ts';

const calls = async (sandbox: SandboxKnobs, operationId: string) =>
  (await sandbox.read<Record<string, number>>('calls'))[operationId] ?? 0;

/** The two screens every money form is looked at on. */
export const moneyScreens = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Opens `path` on `screen` as the demo customer, with `config` served. */
export async function openMoneyForm(
  page: Page,
  sandbox: SandboxKnobs,
  screen: (typeof moneyScreens)[number],
  config: unknown,
  path: string,
) {
  await page.setViewportSize({ width: screen.width, height: screen.height });
  await sandbox.set('site-config', { config });
  await signInAs(page);
  await page.goto(path);
}

/**
 * Confirms `review` with the next call of `operationId` refused with `code` and `msg`: the refusal (`shown`,
 * the server's words unless told) is one alert, focused and wholly in view, and no toast repeats it; it was sent once.
 */
export async function expectRefusalInView(
  page: Page,
  sandbox: SandboxKnobs,
  {
    review,
    confirmName,
    operationId,
    code,
    msg,
    shown = msg,
  }: { review: Locator; confirmName: string; operationId: string; code: number; msg: string; shown?: string },
): Promise<Locator> {
  const before = await calls(sandbox, operationId);
  await sandbox.set('answer-code', { operationId, code, msg, count: 1 });
  await review.getByRole('button', { name: confirmName }).click();
  const alert = page.getByRole('alert').filter({ hasText: shown });
  await expect(alert).toBeFocused();
  await expect(alert).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('status').filter({ hasText: /Something went wrong/ })).toHaveCount(0);
  expect(await calls(sandbox, operationId)).toBe(before + 1);
  return alert;
}

/**
 * Has the next call of `operationId` get no answer, opens the review (`openReview`) and confirms:
 * the review says the outcome is not known yet, links to `recordsHref` and offers no way to send again
 * (`screenshot` is taken then); Enter sends nothing and Close leaves. The operation was called once.
 */
export async function expectOutcomeUnknown(
  page: Page,
  sandbox: SandboxKnobs,
  {
    openReview,
    confirmName,
    operationId,
    recordsName,
    recordsHref,
    screenshot,
  }: {
    openReview: () => Promise<Locator>;
    confirmName: string;
    operationId: string;
    recordsName: string;
    recordsHref: string;
    screenshot: string;
  },
) {
  const before = await calls(sandbox, operationId);
  await sandbox.set('lose-answer', { operationId });
  const review = await openReview();
  await review.getByRole('button', { name: confirmName }).click();
  await expect(review.getByText('The outcome is not known yet')).toBeVisible();
  await expect(review.getByRole('link', { name: recordsName })).toHaveAttribute('href', recordsHref);
  await expect(review.getByRole('button', { name: confirmName })).toHaveCount(0);
  await page.screenshot({ path: screenshot });
  await page.keyboard.press('Enter');
  await review.getByRole('button', { name: 'Close' }).click();
  await expect(review).toHaveCount(0);
  expect(await calls(sandbox, operationId)).toBe(before + 1);
}
