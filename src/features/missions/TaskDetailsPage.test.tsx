import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import TaskDetailsPage from './TaskDetailsPage.tsx';

describe('TaskDetailsPage', () => {
  it('shows what to do, the conditions, the reward terms and the rewards paid for a claimed campaign', async () => {
    renderWithApp(<TaskDetailsPage />, { route: '/missionSystem/details?id=205', signedIn: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spring spot sprint' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What to do' })).toHaveTextContent(
      'Trade 10,000 USDT of spot volume during the campaign.',
    );
    expect(screen.getByRole('region', { name: 'Conditions' })).toHaveTextContent(
      /Activity counts from \d{4}-\d\d-\d\d \d\d:\d\d to \d{4}-\d\d-\d\d \d\d:\d\d\./,
    );
    expect(screen.getByRole('region', { name: 'Reward' })).toHaveTextContent('Each reward is paid once per customer.');
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '100');
    const records = screen.getByRole('region', { name: 'Rewards paid for this task' });
    await waitFor(() => expect(within(records).getAllByRole('row')).toHaveLength(2));
    expect(records).toHaveTextContent(/Campaign\s*20\.0000\sUSDT/);
  }, 20_000);

  it('offers to join a campaign under way, and joins it from the page', async () => {
    const user = userEvent.setup();
    renderWithApp(<TaskDetailsPage />, { route: '/missionSystem/details?id=202', signedIn: true });
    const todo = await screen.findByRole('region', { name: 'What to do' }, { timeout: 5000 });
    expect(todo).toHaveTextContent('Join first: only your activity after joining counts towards this campaign.');
    await user.click(within(todo).getByRole('button', { name: 'Join campaign: Earn week' }));
    expect(
      await within(todo).findByText('You joined “Earn week”. Your activity counts from now on.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No reward has been paid for this task yet.')).toBeInTheDocument();
  }, 20_000);

  it('asks a visitor to log in for their progress and says when a task does not exist', async () => {
    const first = renderWithApp(<TaskDetailsPage />, { route: '/missionSystem/details?id=104' });
    expect(
      await screen.findByText('Log in to see your progress and the rewards paid to you.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    first.unmount();
    renderWithApp(<TaskDetailsPage />, { route: '/missionSystem/details?id=999' });
    expect(
      await screen.findByText('This task does not exist, or is no longer offered.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  }, 20_000);
});
