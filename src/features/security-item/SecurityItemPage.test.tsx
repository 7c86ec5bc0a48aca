import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandbox } from '../../../tests/setup/dom.ts';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import { advanceClock, resetClock } from '../../../sandbox/core/clock.ts';
import { latestCode } from '../../../sandbox/state/verification-codes.ts';
import SecurityItemPage from './SecurityItemPage.tsx';

afterEach(() => resetClock());

const codeSentTo = (target: string) => latestCode(sandbox.state.core.codes, target, 'securityItem')!.code;

async function sendCode(user: ReturnType<typeof userEvent.setup>, field: string) {
  const row = screen.getByLabelText(field).parentElement!;
  await user.click(within(row).getByRole('button', { name: /Send code|Send again/ }));
  await within(row).findByRole('button', { name: /Send again in/ });
}

/** Names the demo account and chooses the lost mail address. */
async function toProving(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Email address of the account'), 'demo@example.com');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('button', { name: /Email address de\*\*@example\.com/ }));
  await screen.findByRole('heading', { name: 'Verify the items you still have' });
}

// Each test walks several screens against the sandbox, which takes longer than a single render.
describe('SecurityItemPage', { timeout: 20_000 }, () => {
  it('sends a direct visit to step 2 back to step 1 and says to start again', async () => {
    const { router } = renderWithApp(<SecurityItemPage />, { route: '/securityItem/secondStep' });
    expect(await screen.findByText('Please start again')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/securityItem/firstStep');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Verify your account');
  });

  it('says on the account field when no account has it', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<SecurityItemPage />, { route: '/securityItem/firstStep' });
    await user.type(await screen.findByLabelText('Email address of the account'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('No account uses this email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address of the account')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the form before calling: a bad phone number is refused on its field', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<SecurityItemPage />, { route: '/securityItem/firstStep' });
    await user.click(await screen.findByRole('radio', { name: 'Phone number' }));
    await user.type(screen.getByLabelText('Phone number of the account'), '12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Enter the phone number in digits (5 to 15), without the area code.'),
    ).toBeInTheDocument();
    expect(sandbox.calls.get('customerGetCustomerBindInfo')).toBeUndefined();
  });

  it('finds an account by phone and offers only its bound items', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<SecurityItemPage />, { route: '/securityItem/firstStep' });
    await user.click(await screen.findByRole('radio', { name: 'Phone number' }));
    await user.type(screen.getByLabelText('Phone number of the account'), '803 123 4567');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: /Phone \+234 803\*\*\*\*567/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Email address de\*\*@example\.com/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Google authenticator/ })).not.toBeInTheDocument();
  });

  it('puts a wrong code on the field of its item', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<SecurityItemPage />, { route: '/securityItem/firstStep' });
    await toProving(user);
    await sendCode(user, 'Code sent to +234 803****567');
    await user.type(screen.getByLabelText('Code sent to +234 803****567'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This code is wrong. Check it, or send a new one.')).toBeInTheDocument();
    expect(sandbox.calls.get('securitySecurityVerify')).toBeUndefined();
  });

  it('asks the twofa customer who lost the mail address for a Google code', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<SecurityItemPage />, { route: '/securityItem/firstStep' });
    await user.type(await screen.findByLabelText('Email address of the account'), 'twofa@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: /Email address tw\*\*@example\.com/ }));
    await user.type(await screen.findByLabelText('Google authenticator code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This code is wrong. Check it, or send a new one.')).toBeInTheDocument();
  });

  it('sends the customer to start again when the ticket expired before the commit', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderWithApp(<SecurityItemPage />, { route: '/securityItem/firstStep' });
    await toProving(user);
    await sendCode(user, 'Code sent to +234 803****567');
    await user.type(screen.getByLabelText('Code sent to +234 803****567'), codeSentTo('2348031234567'));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.type(await screen.findByLabelText('New email address'), 'fresh@example.com');
    await sendCode(user, 'Code sent to the new address');
    await user.type(screen.getByLabelText('Code sent to the new address'), codeSentTo('fresh@example.com'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Check and confirm' });
    // The step's address follows its heading.
    await waitFor(() => expect(router.location.pathname).toBe('/securityItem/thirdStep'));

    advanceClock(11 * 60_000);
    await user.click(screen.getByRole('button', { name: 'Confirm the change' }));
    expect(await screen.findByText(/The verification of your other items has expired/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByRole('heading', { name: 'Which account is it?' })).toHaveFocus();
    await waitFor(() => expect(router.location.pathname).toBe('/securityItem/firstStep'));
  });

  it('explains that nothing is left to prove an account with a single item', async () => {
    const user = userEvent.setup({ delay: null });
    const demo = sandbox.state.core.customers.list[0];
    demo.Phone = null;
    renderWithApp(<SecurityItemPage />, { route: '/securityItem/firstStep' });
    await user.type(await screen.findByLabelText('Email address of the account'), 'demo@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: /Email address/ }));
    expect(await screen.findByRole('heading', { name: 'There is nothing else to verify with' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@lumen.exchange.example' })).toHaveAttribute(
      'href',
      'mailto:support@lumen.exchange.example',
    );
  });
});
