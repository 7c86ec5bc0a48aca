import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import UserInfoPage from './UserInfoPage.tsx';

describe('UserInfoPage', () => {
  it('shows the profile, the security items with where to fix them, and the sign-in log', async () => {
    renderWithApp(<UserInfoPage />, { route: '/account/userInfo', signedIn: true });
    const profile = await screen.findByRole('region', { name: 'Profile' }, { timeout: 5000 });
    expect(within(profile).getByText('demo@example.com')).toBeInTheDocument();
    expect(within(profile).getByText('Verified')).toBeInTheDocument();
    expect(within(profile).getByText('DEMO2024')).toBeInTheDocument();
    const security = screen.getByRole('region', { name: 'Security' });
    expect(within(security).getByRole('link', { name: /Turn on – Google authenticator/ })).toHaveAttribute(
      'href',
      '/account/google',
    );
    expect(within(security).getByRole('link', { name: /Change – Security PIN/ })).toHaveAttribute(
      'href',
      '/account/setting#pin',
    );
    const log = screen.getByRole('region', { name: 'Recent sign-ins' });
    expect(await within(log).findAllByRole('row')).toHaveLength(5);
    expect(within(log).queryByRole('navigation', { name: 'Pages' })).toBeNull();
  }, 20_000);
});
