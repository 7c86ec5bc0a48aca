import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandbox } from '../../../tests/setup/dom.ts';
import { renderWithApp, type AppOptions } from '../../../tests/setup/render-app.tsx';
import type { ReactElement } from 'react';
import MissionsPage from './MissionsPage.tsx';

/** Renders with the missionSystem switch on, as a site that offers these pages has it (their links lead to them). */
const renderOn = (ui: ReactElement, options: AppOptions = {}) =>
  renderWithApp(ui, { ...options, config: (c) => void (c.features.missionSystem = true) });

const claims = (taskId: number) => sandbox.state.missions.claims.filter((c) => c.TaskId === taskId).length;

describe('MissionsPage', () => {
  it('claims a finished beginner task once and says what was paid, with no link to a funding centre that is switched off', async () => {
    const user = userEvent.setup();
    renderWithApp(<MissionsPage />, { route: '/missionSystem', signedIn: true });
    const pin = await screen.findByRole('article', { name: 'Set a security PIN' }, { timeout: 5000 });
    expect(within(pin).getByText('Reward to claim')).toBeInTheDocument();
    const before = claims(102);
    await user.dblClick(within(pin).getByRole('button', { name: 'Claim reward: Set a security PIN' }));
    expect(
      await within(pin).findByText(/^2\.0000\sUSDT has been paid into your spot account for “Set a security PIN”\.$/),
    ).toBeInTheDocument();
    expect(claims(102)).toBe(before + 1);
    expect(within(pin).queryByRole('link', { name: 'See my rewards' })).toBeNull();
    await waitFor(() => expect(within(pin).getByText('Claimed')).toBeInTheDocument());
    expect(within(pin).queryByRole('button', { name: /Claim/ })).toBeNull();
  }, 20_000);

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

  it('says a refused claim in its own words, on the task', async () => {
    const user = userEvent.setup();
    renderOn(<MissionsPage />, { route: '/missionSystem', signedIn: true });
    const bind = await screen.findByRole('article', { name: 'Bind your phone and email' }, { timeout: 5000 });
    sandbox.knobs.forcedCodes.set('missionReceiveAward', { code: 62002, msg: 'claimed', remaining: 1 });
    await user.click(within(bind).getByRole('button', { name: 'Claim reward: Bind your phone and email' }));
    expect(await within(bind).findByText('This reward has already been claimed.')).toBeInTheDocument();
    expect(within(bind).queryByRole('link', { name: 'See my rewards' })).toBeNull();
  }, 20_000);

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
