import { describe, expect, it, onTestFinished } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { findCustomerByAccount } from '../../../sandbox/state/customers.ts';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import { sandbox, server } from '../../../tests/setup/dom.ts';
import VerificationPage from './VerificationPage.tsx';

/** The levels the page asked the application check about. */
function appliedLevels(): string[] {
  const levels: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.url.endsWith('/CustomerCertSumsub/CheckUserApplication'))
      request
        .clone()
        .json()
        .then((body: { LevelName: string }) => levels.push(body.LevelName));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return levels;
}

/** The demo customer, made unverified and of the given type. */
function unverifiedDemo(UserType: number) {
  const demo = findCustomerByAccount(sandbox.state.core.customers, 'demo@example.com')!;
  demo.UserType = UserType;
  demo.kyc = { status: 'none', country: null, rejectReason: null, reCert: false };
}

describe('VerificationPage', () => {
  it('shows a verified customer what was verified, without the form', async () => {
    renderWithApp(<VerificationPage />, { route: '/account/verifiy', signedIn: true });
    expect(await screen.findByRole('region', { name: 'Verified' }, { timeout: 5000 })).toHaveTextContent(
      'Your identity is verified. Your level: Level 1.',
    );
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
    expect(await screen.findByRole('region', { name: 'Verification levels' })).toHaveTextContent('200,000.0000 USDT');
  }, 20_000);

  it('applies for its own level for an individual (UserType 1)', async () => {
    unverifiedDemo(1);
    const levels = appliedLevels();
    renderWithApp(<VerificationPage />, { route: '/account/verifiy', signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Your identity' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(levels).toEqual(['Level 1']));
    expect(screen.queryByText(/As a business customer/)).toBeNull();
  }, 20_000);

  it('applies for level 2 for any other type of customer', async () => {
    unverifiedDemo(2);
    const levels = appliedLevels();
    renderWithApp(<VerificationPage />, { route: '/account/verifiy', signedIn: true });
    expect(
      await screen.findByText('As a business customer, you apply for Level 2.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(levels).toEqual(['Level 2']);
    expect(await screen.findByRole('option', { name: /United States \(not available/ })).toBeDisabled();
  }, 20_000);
});
