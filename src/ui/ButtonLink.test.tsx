import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderAtAddress } from '../../tests/setup/render-at-address';
import { ButtonLink } from './ButtonLink';

function Pages() {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <>
            <ButtonLink to="/user/register">Register</ButtonLink>
            <ButtonLink to="/user/login?return=%2Fassets" variant="secondary" className="header-login">
              Log in
            </ButtonLink>
          </>
        }
      />
      <Route path="/user/register" element={<h1>Create an account</h1>} />
      <Route path="/user/login" element={<h1>Log in</h1>} />
    </Routes>
  );
}

describe('ButtonLink', () => {
  it('is a link to its page, looking like a primary or secondary button', () => {
    renderAtAddress(<Pages />);
    const register = screen.getByRole('link', { name: 'Register' });
    expect(register).toHaveAttribute('href', '/user/register');
    expect(register).toHaveClass('ui-button', 'ui-button--primary');
    const login = screen.getByRole('link', { name: 'Log in' });
    expect(login).toHaveAttribute('href', '/user/login?return=%2Fassets');
    expect(login).toHaveClass('ui-button', 'ui-button--secondary', 'header-login');
  });

  it('follows its route from the keyboard, without reloading the page', async () => {
    const user = userEvent.setup();
    renderAtAddress(<Pages />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
  });
});
