import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import { sandbox } from '../../../tests/setup/dom.ts';
import { latestCode } from '../../../sandbox/state/verification-codes.ts';
import { apiEffects, type ApiEffect } from '../../api/effects.ts';
import SettingsPage from './SettingsPage.tsx';

type User = ReturnType<typeof userEvent.setup>;
const calls = (operationId: string) => sandbox.calls.get(operationId) ?? 0;

let effects: ApiEffect[] = [];
let scrolled: Element[] = [];
let stop = () => {};
const scrollIntoView = Element.prototype.scrollIntoView;
beforeEach(() => {
  effects = [];
  scrolled = [];
  stop = apiEffects.subscribe((effect) => effects.push(effect));
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  stop();
  Element.prototype.scrollIntoView = scrollIntoView;
  sandbox.knobs.latency = null;
});

/** Types the sent code of this purpose into the dialog's code field. */
async function typeCode(user: User, dialog: HTMLElement, purpose: 'setPin' | 'modifyPassword') {
  await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
  await waitFor(() => expect(latestCode(sandbox.state.core.codes, 'demo@example.com', purpose)).toBeDefined());
  await user.type(
    within(dialog).getByLabelText('Verification code'),
    latestCode(sandbox.state.core.codes, 'demo@example.com', purpose)!.code,
  );
}

async function openReview(user: User, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  return screen.findByRole('dialog', { name: 'Check the change before you save it' });
}

/** Fills the PIN dialog (the current PIN when one is set) with a sent code and opens its review. */
async function reviewPin(user: User, oldPin?: string) {
  await user.click(await screen.findByRole('button', { name: oldPin ? 'Change PIN' : 'Set PIN' }, { timeout: 5000 }));
  const dialog = screen.getByRole('dialog', { name: oldPin ? 'Change your security PIN' : 'Set your security PIN' });
  if (oldPin) await user.type(within(dialog).getByLabelText('Current PIN'), oldPin);
  await user.type(within(dialog).getByLabelText('New PIN'), '246810');
  await user.type(within(dialog).getByLabelText('New PIN again'), '246810');
  await typeCode(user, dialog, 'setPin');
  return { dialog, review: await openReview(user, dialog) };
}

/** Fills the password dialog with the current password given and a sent code, and opens its review. */
async function reviewPassword(user: User, oldPassword = 'Demo1234!') {
  await user.click(await screen.findByRole('button', { name: 'Change password' }, { timeout: 5000 }));
  const dialog = screen.getByRole('dialog', { name: 'Change your login password' });
  await user.type(within(dialog).getByLabelText('Current password'), oldPassword);
  await user.type(within(dialog).getByLabelText('New password'), 'Fresh2468');
  await user.type(within(dialog).getByLabelText('New password again'), 'Fresh2468');
  await typeCode(user, dialog, 'modifyPassword');
  return { dialog, review: await openReview(user, dialog) };
}

/** Fills the email dialog with a new address and the code sent to it, and opens its review. */
async function reviewEmail(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Change email' }, { timeout: 5000 }));
  const dialog = screen.getByRole('dialog', { name: 'Change your email address' });
  await user.type(within(dialog).getByLabelText('Email address'), newEmail);
  await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
  await waitFor(() => expect(latestCode(sandbox.state.core.codes, newEmail, 'bindEmail')).toBeDefined());
  await user.type(
    within(dialog).getByLabelText('Verification code sent to the new address'),
    latestCode(sandbox.state.core.codes, newEmail, 'bindEmail')!.code,
  );
  const review = await openReview(user, dialog);
  expect(review).toHaveTextContent(newEmail);
  return { dialog, review };
}
const newEmail = 'fresh@example.com';

/** One security change: how its review opens (with a wrong current secret), and what it says when done. */
interface SettingForm {
  name: string;
  operationId: string;
  review: (user: User, wrong?: boolean) => Promise<{ dialog: HTMLElement; review: HTMLElement }>;
  done: string;
  /** The field a wrong current secret lands on, its message, and a field whose value stays. */
  wrong: { label: string; message: string; value: string };
  kept: { label: string; value: string };
}

const forms: SettingForm[] = [
  {
    name: 'PIN',
    operationId: 'personalCenterSetPIN',
    review: (user, wrong) => {
      if (!wrong) sandbox.state.core.customers.list[0].pinHash = null;
      return reviewPin(user, wrong ? '000000' : undefined);
    },
    done: 'Your security PIN is set.',
    wrong: { label: 'Current PIN', message: 'The security PIN is wrong.', value: '000000' },
    kept: { label: 'New PIN again', value: '246810' },
  },
  {
    name: 'password',
    operationId: 'personalCenterModifyLoginPwd',
    review: (user, wrong) => reviewPassword(user, wrong ? 'Wrong1234' : undefined),
    done: 'Your password has been changed. Your other devices have been signed out.',
    wrong: { label: 'Current password', message: 'The current password is wrong.', value: 'Wrong1234' },
    kept: { label: 'New password again', value: 'Fresh2468' },
  },
  {
    name: 'email',
    operationId: 'personalCenterModifyEmail',
    review: async (user, wrong) => {
      const opened = await reviewEmail(user);
      if (wrong)
        sandbox.knobs.forcedCodes.set('personalCenterModifyEmail', { code: 20004, msg: 'taken', remaining: 1 });
      return opened;
    },
    done: 'Your email address has been changed.',
    wrong: { label: 'Email address', message: 'Another account already uses this email address.', value: newEmail },
    kept: { label: 'Email address', value: newEmail },
  },
];

function open(route = '/account/setting#pin', timeoutMs?: number) {
  return renderWithApp(<SettingsPage />, { route, signedIn: true, timeoutMs });
}

describe('SettingsPage', () => {
  it('sends a customer who came to set a PIN back to the page that asked, once it is set', async () => {
    const user = userEvent.setup();
    sandbox.state.core.customers.list[0].pinHash = null;
    const { router } = open('/account/setting?return=%2Fassets%2Fwithdraw%3Fcoin%3DUSDT#pin');
    const { review } = await reviewPin(user);
    await user.click(within(review).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.location.pathname).toBe('/assets/withdraw'));
    expect(router.location.search).toBe('?coin=USDT');
  }, 20_000);
});

describe.each(forms)('$name form', (form) => {
  it('saves once on a double click, staying on the settings page when no page asked for it', async () => {
    const user = userEvent.setup();
    const { router } = open();
    const { review } = await form.review(user);
    await user.dblClick(within(review).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(form.done)).toBeInTheDocument();
    expect(router.location.pathname).toBe('/account/setting');
    expect(calls(form.operationId)).toBe(1);
  }, 20_000);

  it('sends once when Enter is held on Save', async () => {
    const user = userEvent.setup();
    open();
    const { review } = await form.review(user);
    within(review).getByRole('button', { name: 'Save' }).focus();
    await user.keyboard('{Enter>6}');
    await user.keyboard('{/Enter}');
    expect(await screen.findByText(form.done)).toBeInTheDocument();
    expect(calls(form.operationId)).toBe(1);
  }, 20_000);

  it('puts a field refusal (a wrong current secret, an address taken) on its field, focused, with what was typed kept and no toast', async () => {
    const user = userEvent.setup();
    open();
    const { dialog, review } = await form.review(user, true);
    await user.click(within(review).getByRole('button', { name: 'Save' }));
    const field = within(dialog).getByLabelText(form.wrong.label);
    await waitFor(() => expect(field).toHaveAccessibleDescription(form.wrong.message));
    expect(field).toHaveFocus();
    expect(field).toHaveValue(form.wrong.value);
    expect(within(dialog).getByLabelText(form.kept.label)).toHaveValue(form.kept.value);
    expect(effects.filter((e) => e.type === 'toast')).toEqual([]);
  }, 20_000);

  it('shows a refusal of no field once, over the form, in view and focused, never also as a toast', async () => {
    const user = userEvent.setup();
    open();
    const { dialog, review } = await form.review(user);
    sandbox.knobs.forcedCodes.set(form.operationId, { code: 77001, msg: 'Changes are closed', remaining: 1 });
    await user.click(within(review).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Changes are closed');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(scrolled).toContain(alert);
    expect(effects.filter((e) => e.type === 'toast')).toEqual([]);
    expect(within(dialog).getByLabelText(form.kept.label)).toHaveValue(form.kept.value);
  }, 20_000);

  it('says the outcome is not known when the call times out, points to the settings, reloads them and never sends again', async () => {
    const user = userEvent.setup();
    open('/account/setting#pin', 1500);
    const { review } = await form.review(user);
    const loads = calls('customerGetCustomerWithBaseResponse');
    sandbox.knobs.latency = { ms: 4000, operationId: form.operationId };
    await user.click(within(review).getByRole('button', { name: 'Save' }));
    expect(await within(review).findByText('The outcome is not known yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(review).getByRole('link', { name: 'Check your security settings' })).toHaveAttribute(
      'href',
      '/account/setting',
    );
    expect(within(review).queryByRole('button', { name: 'Save' })).toBeNull();
    await waitFor(() => expect(calls('customerGetCustomerWithBaseResponse')).toBeGreaterThan(loads));
    await user.keyboard('{Enter}');
    await user.click(within(review).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls(form.operationId)).toBe(1);
  }, 20_000);
});
