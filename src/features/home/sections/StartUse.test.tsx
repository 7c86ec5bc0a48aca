import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../../tests/setup/render-app.tsx';
import StartUse from './StartUse.tsx';

describe('StartUse', () => {
  it('lists the three steps in order, with the call to action', () => {
    renderWithApp(<StartUse />, {
      config: (c) => void c.routes.push({ path: '/user/register', page: 'register', signIn: false }),
    });
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((s) => within(s).getByRole('heading').textContent)).toEqual([
      'Create your account',
      'Verify your identity',
      'Deposit and trade',
    ]);
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/user/register');
  });

  it('has no call to action when neither the register nor the markets page exists', () => {
    renderWithApp(<StartUse />, {
      config: (c) => void (c.routes = c.routes.filter((r) => r.page !== 'register' && r.page !== 'markets')),
    });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
