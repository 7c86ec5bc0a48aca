import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandbox, loseAnswer } from '../../../tests/setup/dom.ts';
import { renderWithApp, type AppOptions } from '../../../tests/setup/render-app.tsx';
import type { ReactElement } from 'react';
import MissionsPage from './MissionsPage.tsx';
import { watchToasts } from '../../../tests/setup/money-form.ts';

/** Renders with the missionSystem switch on, as a site that offers these pages has it (their links lead to them). */
const renderOn = (ui: ReactElement, options: AppOptions = {}) =>
  renderWithApp(ui, { ...options, config: (c) => void (c.features.missionSystem = true) });

type User = ReturnType<typeof userEvent.setup>;
const claims = (taskId: number) => sandbox.state.missions.claims.filter((c) => c.TaskId === taskId).length;
const claimCalls = () => sandbox.calls.get('missionReceiveAward') ?? 0;

const toasts = watchToasts();
afterEach(() => {
  sandbox.knobs.latency = null;
});

/** Opens the review of a task's claim from its card. */
async function reviewClaim(user: User, title: string, options: AppOptions = {}) {
  renderWithApp(<MissionsPage />, { route: '/missionSystem', signedIn: true, ...options });
  const card = await screen.findByRole('article', { name: title }, { timeout: 5000 });
  await user.click(within(card).getByRole('button', { name: `Claim reward: ${title}` }));
  const review = await screen.findByRole('dialog', { name: 'Claim this reward?' });
  return { card, review, confirm: within(review).getByRole('button', { name: 'Claim reward' }) };
}

describe('MissionsPage', () => {
  it('reviews a finished beginner task’s reward and claims it once on a double click, with no link to a funding centre that is switched off', async () => {
    const user = userEvent.setup();
    const before = claims(102);
    const { card: pin, review, confirm } = await reviewClaim(user, 'Set a security PIN');
    expect(review).toHaveTextContent(/Reward2\.0000\sUSDT/);
    expect(review).toHaveTextContent('The reward is paid into your spot account.');
    await user.dblClick(confirm);
    expect(
      await within(pin).findByText(/^2\.0000\sUSDT has been paid into your spot account for “Set a security PIN”\.$/),
    ).toBeInTheDocument();
    expect(claims(102)).toBe(before + 1);
    expect(claimCalls()).toBe(1);
    expect(within(pin).queryByRole('link', { name: 'See my rewards' })).toBeNull();
    await waitFor(() => expect(within(pin).getByText('Claimed')).toBeInTheDocument());
    expect(within(pin).queryByRole('button', { name: /Claim/ })).toBeNull();
  }, 30_000);

  it('claims once when Enter is held on the review’s button', async () => {
    const user = userEvent.setup();
    const { card, confirm } = await reviewClaim(user, 'Set a security PIN');
    confirm.focus();
    await user.keyboard('{Enter>6}');
    await user.keyboard('{/Enter}');
    expect(await within(card).findByText(/has been paid into your spot account/)).toBeInTheDocument();
    expect(claimCalls()).toBe(1);
  }, 30_000);

  it('says a claim without an answer is not known yet, points to the rewards and never sends it again', async () => {
    const user = userEvent.setup();
    const { review, confirm } = await reviewClaim(user, 'Set a security PIN', {
      config: (c) => void (c.features.missionSystem = true),
    });
    loseAnswer('missionReceiveAward');
    await user.click(confirm);
    expect(await within(review).findByText('The outcome is not known yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(review).getByRole('link', { name: 'See my rewards' })).toHaveAttribute(
      'href',
      '/missionSystem/fundingCenter',
    );
    expect(within(review).queryByRole('button', { name: 'Claim reward' })).toBeNull();
    await user.keyboard('{Enter}');
    await user.click(within(review).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(claimCalls()).toBe(1);
  }, 30_000);

  it('says a campaign counts only after joining, and joins it', async () => {
    const user = userEvent.setup();
    renderWithApp(<MissionsPage />, { route: '/missionSystem?tab=advanced', signedIn: true });
    const earn = await screen.findByRole('article', { name: 'Earn week' }, { timeout: 5000 });
    expect(earn).toHaveTextContent('Join first: only your activity after joining counts towards this campaign.');
    await user.click(within(earn).getByRole('button', { name: 'Join campaign: Earn week' }));
    expect(
      await within(earn).findByText('You joined “Earn week”. Your activity counts from now on.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(earn).getByText('In progress')).toBeInTheDocument());
    expect(earn).not.toHaveTextContent('Join first');
    expect(
      within(screen.getByRole('article', { name: 'Futures challenge' })).queryByRole('button', { name: /Claim/ }),
    ).toBeNull();
  }, 20_000);

  it('says a refused claim in its own words in the review, focused, never also as a toast', async () => {
    const user = userEvent.setup();
    const { review, confirm } = await reviewClaim(user, 'Bind your phone and email');
    sandbox.knobs.forcedCodes.set('missionReceiveAward', { code: 62002, msg: 'claimed', remaining: 1 });
    await user.click(confirm);
    const alert = await within(review).findByRole('alert');
    expect(alert).toHaveTextContent('This reward has already been claimed.');
    expect(alert).toHaveFocus();
    expect(toasts()).toEqual([]);
  }, 30_000);

  it('asks a visitor to log in to take part, with the way back', async () => {
    renderOn(<MissionsPage />, { route: '/missionSystem' });
    const pin = await screen.findByRole('article', { name: 'Set a security PIN' }, { timeout: 5000 });
    expect(within(pin).getByRole('link', { name: 'Log in to take part' })).toHaveAttribute(
      'href',
      '/user/login?return=%2FmissionSystem',
    );
    expect(screen.queryByRole('region', { name: 'New for you' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'My rewards and vouchers' })).toBeNull();
  }, 20_000);

  it('shows the new rewards once: after "Got it" they do not come back', async () => {
    const user = userEvent.setup();
    const first = renderOn(<MissionsPage />, { route: '/missionSystem', signedIn: true });
    const notices = await screen.findByRole('region', { name: 'New for you' }, { timeout: 5000 });
    expect(within(notices).getByRole('link', { name: 'Reward ready to claim: Set a security PIN' })).toHaveAttribute(
      'href',
      '/missionSystem/details?id=102',
    );
    await user.click(within(notices).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'New for you' })).toBeNull());
    first.unmount();
    renderOn(<MissionsPage />, { route: '/missionSystem', signedIn: true });
    await screen.findByRole('article', { name: 'Set a security PIN' }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'New for you' })).toBeNull();
  }, 20_000);
});
