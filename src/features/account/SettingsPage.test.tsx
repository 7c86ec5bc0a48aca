import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import { sandbox, loseAnswer } from '../../../tests/setup/dom.ts';
import {
  expectOutcomeUnknown,
  expectRefusalInView,
  scrolledIntoView,
  watchToasts,
} from '../../../tests/setup/money-form.ts';
import { now } from '../../../sandbox/core/clock.ts';
import { totp } from '../../../sandbox/modules/totp.ts';
import { latestCode } from '../../../sandbox/state/verification-codes.ts';
import GooglePage from './GooglePage.tsx';
import SettingsPage from './SettingsPage.tsx';

type User = ReturnType<typeof userEvent.setup>;
const calls = (operationId: string) => sandbox.calls.get(operationId) ?? 0;
const demo = () => sandbox.state.core.customers.list[0];

const toasts = watchToasts();
let scrolled: Element[] = [];
const scrollIntoView = Element.prototype.scrollIntoView;
beforeEach(() => {
  scrolled = scrolledIntoView();
});
afterEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  sandbox.knobs.latency = null;
});

/** Types the sent code of this purpose into the dialog's code field. */
async function typeCode(user: User, dialog: HTMLElement, purpose: 'setPin' | 'modifyPassword' | 'google') {
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

/** Fills the phone dialog with a new number and the code texted to it, and opens its review. */
async function reviewPhone(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Change phone' }, { timeout: 5000 }));
  const dialog = screen.getByRole('dialog', { name: 'Change your phone' });
  await user.type(within(dialog).getByLabelText('Phone number'), newPhone);
  await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
  await waitFor(() => expect(latestCode(sandbox.state.core.codes, `234${newPhone}`, 'bindPhone')).toBeDefined());
  await user.type(
    within(dialog).getByLabelText('Verification code sent to the new address'),
    latestCode(sandbox.state.core.codes, `234${newPhone}`, 'bindPhone')!.code,
  );
  const review = await openReview(user, dialog);
  expect(review).toHaveTextContent(`+234 ${newPhone}`);
  return { dialog, review };
}
const newPhone = '8039876543';

/** Fills the authenticator's turn-on step with its current code (or a wrong one) and a mailed code, and opens its review. */
async function reviewGoogle(user: User, wrong?: boolean) {
  const step = (await screen.findByRole('heading', { name: 'Turn it on' }, { timeout: 5000 })).closest('li')!;
  const secret = demo().google.secret!;
  await user.type(within(step).getByLabelText('Authenticator code'), wrong ? '000000' : totp(secret, now()));
  await typeCode(user, step, 'google');
  await user.click(within(step).getByRole('button', { name: 'Continue' }));
  const review = await screen.findByRole('dialog', { name: 'Check the change before you save it' });
  expect(review).toHaveTextContent('Turned on');
  return { dialog: step, review };
}

/** Types a new unique code and opens its review. */
async function reviewUniqueCode(user: User) {
  const section = await screen.findByRole('region', { name: 'Unique code' }, { timeout: 5000 });
  const field = within(section).getByLabelText('Your unique code');
  await user.clear(field);
  await user.type(field, 'Fresh_code1');
  await user.click(within(section).getByRole('button', { name: 'Save' }));
  const review = await screen.findByRole('dialog', { name: 'Check the change before you save it' });
  expect(review).toHaveTextContent('Fresh_code1');
  return { dialog: section, review };
}

/** Flips the order confirmation switch, which opens its review. */
async function reviewOrderConfirm(user: User) {
  const section = await screen.findByRole('region', { name: 'Order confirmation' }, { timeout: 5000 });
  await user.click(within(section).getByRole('switch', { name: 'Confirm orders a second time' }));
  const review = await screen.findByRole('dialog', { name: 'Check the change before you save it' });
  expect(review).toHaveTextContent('Orders ask for a second confirmation');
  return { dialog: section, review };
}

const forced = (operationId: string, code: number) =>
  sandbox.knobs.forcedCodes.set(operationId, { code, msg: 'refused', remaining: 1 });

/** One security change: its page, how its review opens (with a wrong value), and what it says when done. */
interface SettingForm {
  name: string;
  page?: ComponentType;
  route?: string;
  operationId: string;
  review: (user: User, wrong?: boolean) => Promise<{ dialog: HTMLElement; review: HTMLElement }>;
  confirm?: string;
  done: string;
  /** The field a wrong value lands on, its message, and a field whose value stays (a switch has none). */
  wrong?: { label: string; message: string; value: string };
  kept?: { label: string; value: string };
  /** Where an outcome not known points, and the data it reloads. */
  check?: { name: string; href: string; reloads: string };
}

const settings = {
  name: 'Check your security settings',
  href: '/account/setting',
  reloads: 'customerGetCustomerWithBaseResponse',
};

const forms: SettingForm[] = [
  {
    name: 'PIN',
    operationId: 'personalCenterSetPIN',
    review: (user, wrong) => {
      if (!wrong) demo().pinHash = null;
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
      if (wrong) forced('personalCenterModifyEmail', 20004);
      return opened;
    },
    done: 'Your email address has been changed.',
    wrong: { label: 'Email address', message: 'Another account already uses this email address.', value: newEmail },
    kept: { label: 'Email address', value: newEmail },
  },
  {
    name: 'phone',
    operationId: 'personalCenterModifyPhone',
    review: async (user, wrong) => {
      const opened = await reviewPhone(user);
      if (wrong) forced('personalCenterModifyPhone', 20004);
      return opened;
    },
    done: 'Your phone has been changed.',
    wrong: { label: 'Phone number', message: 'Another account already uses this phone number.', value: newPhone },
    kept: { label: 'Phone number', value: newPhone },
  },
  {
    name: 'Google authenticator',
    page: GooglePage,
    route: '/account/google',
    operationId: 'personalCenterSetGoogleTFA',
    review: reviewGoogle,
    confirm: 'Turn on the authenticator',
    done: 'The Google authenticator is on.',
    wrong: {
      label: 'Authenticator code',
      message: 'This code is wrong or has expired. Enter the current code from the app.',
      value: '000000',
    },
    kept: { label: 'Verification code', value: '' },
    check: { name: 'Check your Google authenticator', href: '/account/google', reloads: 'personalCenterGetGoogleTFA' },
  },
  {
    name: 'unique code',
    operationId: 'personalCenterSetUniqueCode',
    review: async (user, wrong) => {
      const opened = await reviewUniqueCode(user);
      if (wrong) forced('personalCenterSetUniqueCode', 20006);
      return opened;
    },
    done: 'Your unique code has been saved.',
    wrong: {
      label: 'Your unique code',
      message: 'Another customer already uses this code. Choose another one.',
      value: 'Fresh_code1',
    },
    kept: { label: 'Your unique code', value: 'Fresh_code1' },
  },
  {
    name: 'order confirmation',
    operationId: 'personalCenterSetOrderSecondConfirm',
    review: reviewOrderConfirm,
    done: 'Orders now ask for a second confirmation.',
  },
];

function open(route = '/account/setting#pin', Page: ComponentType = SettingsPage) {
  return renderWithApp(<Page />, { route, signedIn: true });
}

describe('SettingsPage', () => {
  it('sends a customer who came to set a PIN back to the page that asked, once it is set', async () => {
    const user = userEvent.setup();
    demo().pinHash = null;
    const { router } = open('/account/setting?return=%2Fassets%2Fwithdraw%3Fcoin%3DUSDT#pin');
    const { review } = await reviewPin(user);
    await user.click(within(review).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.location.pathname).toBe('/assets/withdraw'));
    expect(router.location.search).toBe('?coin=USDT');
  }, 20_000);
});

describe.each(forms)('$name form', (form) => {
  const { route = '/account/setting', page, confirm = 'Save', check = settings } = form;
  const show = () => open(route, page);

  it('saves once on a double click, staying on its page', async () => {
    const user = userEvent.setup();
    const { router } = show();
    const { review } = await form.review(user);
    await user.dblClick(within(review).getByRole('button', { name: confirm }));
    expect(await screen.findByText(form.done)).toBeInTheDocument();
    expect(router.location.pathname).toBe(route);
    expect(calls(form.operationId)).toBe(1);
  }, 20_000);

  it('sends once when Enter is held on the confirmation', async () => {
    const user = userEvent.setup();
    show();
    const { review } = await form.review(user);
    within(review).getByRole('button', { name: confirm }).focus();
    await user.keyboard('{Enter>6}');
    await user.keyboard('{/Enter}');
    expect(await screen.findByText(form.done)).toBeInTheDocument();
    expect(calls(form.operationId)).toBe(1);
  }, 20_000);

  const { wrong, kept } = form;
  if (wrong && kept)
    it('puts a field refusal (a wrong current secret, an address or code taken) on its field, focused, with what was typed kept and no toast', async () => {
      const user = userEvent.setup();
      show();
      const { dialog, review } = await form.review(user, true);
      const keptValue = kept.value || (within(dialog).getByLabelText(kept.label) as HTMLInputElement).value;
      await user.click(within(review).getByRole('button', { name: confirm }));
      const field = within(dialog).getByLabelText(wrong.label);
      await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(wrong.message)));
      expect(field).toHaveFocus();
      expect(field).toHaveValue(wrong.value);
      expect(within(dialog).getByLabelText(kept.label)).toHaveValue(keptValue);
      expect(toasts()).toEqual([]);
    }, 20_000);

  it('shows a refusal of no field once, over the form, in view and focused, never also as a toast', async () => {
    const user = userEvent.setup();
    show();
    const { dialog, review } = await form.review(user);
    sandbox.knobs.forcedCodes.set(form.operationId, { code: 77001, msg: 'Changes are closed', remaining: 1 });
    await user.click(within(review).getByRole('button', { name: confirm }));
    await expectRefusalInView('Changes are closed', scrolled, dialog);
    expect(toasts()).toEqual([]);
    if (kept?.value) expect(within(dialog).getByLabelText(kept.label)).toHaveValue(kept.value);
  }, 20_000);

  it('says the outcome is not known when the call times out, points to where to check, reloads it and never sends again', async () => {
    const user = userEvent.setup();
    show();
    const { review } = await form.review(user);
    const loads = calls(check.reloads);
    loseAnswer(form.operationId);
    await user.click(within(review).getByRole('button', { name: confirm }));
    await expectOutcomeUnknown(user, review, {
      recordsHref: check.href,
      confirmName: confirm,
      recordsName: check.name,
    });
    await waitFor(() => expect(calls(check.reloads)).toBeGreaterThan(loads));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls(form.operationId)).toBe(1);
  }, 20_000);
});

describe('code to a new address', () => {
  async function sendTo(user: User, email: string) {
    open();
    await user.click(await screen.findByRole('button', { name: 'Change email' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Change your email address' });
    await user.type(within(dialog).getByLabelText('Email address'), email);
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    return dialog;
  }

  it('puts an address another account uses on the address field, focused, without sending a code or a toast', async () => {
    const user = userEvent.setup();
    const dialog = await sendTo(user, 'twofa@example.com');
    const field = within(dialog).getByLabelText('Email address');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Another account already uses this email address.'));
    expect(field).toHaveFocus();
    expect(latestCode(sandbox.state.core.codes, 'twofa@example.com', 'bindEmail')).toBeUndefined();
    expect(toasts()).toEqual([]);
  }, 20_000);

  it('says a refusal about no field once, over the code field, never also as a toast', async () => {
    const user = userEvent.setup();
    sandbox.knobs.forcedCodes.set('securitySendVerifyCode', { code: 77001, msg: 'Codes are paused', remaining: 1 });
    const dialog = await sendTo(user, newEmail);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Codes are paused');
    expect(within(dialog).getByLabelText('Email address')).toHaveValue(newEmail);
    expect(toasts()).toEqual([]);
  }, 20_000);
});
