import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { Link, MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { installSiteConfig } from '../../config/site-config.ts';
import { shippedSiteConfig } from '../../../tests/setup/render-app.tsx';
import { isAppMode, useAppMode } from './app-mode.ts';

const sourceCookie = 'lumen_source';

function Probe() {
  return (
    <>
      <p>{useAppMode() ? 'app' : 'web'}</p>
      <Link to="/about">next page</Link>
    </>
  );
}

const renderAt = (entry: string) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Probe />
    </MemoryRouter>,
  );

beforeEach(() => installSiteConfig(shippedSiteConfig()));
afterEach(() => Cookies.remove(sourceCookie));

describe('isAppMode', () => {
  it('is app mode for from=app or the source cookie set to app, and only then', () => {
    expect(isAppMode('?from=app', undefined)).toBe(true);
    expect(isAppMode('?lang=fr&from=app', undefined)).toBe(true);
    expect(isAppMode('', 'app')).toBe(true);
    expect(isAppMode('?from=web', undefined)).toBe(false);
    expect(isAppMode('', 'web')).toBe(false);
    expect(isAppMode('', undefined)).toBe(false);
  });
});

describe('useAppMode', () => {
  it('is off for an ordinary visit', () => {
    renderAt('/');
    expect(screen.getByText('web')).toBeInTheDocument();
    expect(Cookies.get(sourceCookie)).toBeUndefined();
  });

  it('marks the source when from=app arrives, and stays in app mode on the next page without the query', async () => {
    renderAt('/?from=app');
    expect(screen.getByText('app')).toBeInTheDocument();
    expect(Cookies.get(sourceCookie)).toBe('app');
    await userEvent.click(screen.getByRole('link', { name: 'next page' }));
    expect(screen.getByText('app')).toBeInTheDocument();
  });

  it('is on when only the source cookie says app', () => {
    Cookies.set(sourceCookie, 'app');
    renderAt('/about');
    expect(screen.getByText('app')).toBeInTheDocument();
  });
});
