import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
import ApiKeyEditPage from './ApiKeyEditPage.tsx';
import ApiKeysPage from './ApiKeysPage.tsx';

type User = ReturnType<typeof userEvent.setup>;
const calls = (operationId: string) => sandbox.calls.get(operationId) ?? 0;
const keyId = (label: string) => sandbox.state.apiKeys.keys.find((k) => k.Label === label)!.ApiKeyId;

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

/** One key form: how it opens its review, where what was typed is, and what it says when done. */
interface KeyForm {
  name: string;
  operationId: string;
  confirmLabel: string;
  open: () => void;
  /** Fills the form and opens the review; gives the form's container (what was typed) and the review. */
  review: (user: User) => Promise<{ form: HTMLElement; review: HTMLElement }>;
  /** A field the customer typed in the form, and its value. */
  typed?: { label: string; value: string };
  done: () => Promise<unknown>;
}

const listPage = () => renderWithApp(<ApiKeysPage />, { route: '/account/api', signedIn: true });

const forms: KeyForm[] = [
  {
    name: 'create',
    operationId: 'myIDCMApiAddApiKey',
    confirmLabel: 'Create',
    open: listPage,
    review: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Create API key' }, { timeout: 5000 }));
      const form = screen.getByRole('dialog', { name: 'Create an API key' });
      await user.type(within(form).getByLabelText('Label'), 'Grid bot');
      await user.click(within(form).getByLabelText('Trade'));
      await user.click(within(form).getByRole('button', { name: 'Review the key' }));
      const review = await screen.findByRole('dialog', { name: 'Check the new key before you create it' });
      expect(review).toHaveTextContent('Grid bot');
      expect(review).toHaveTextContent('Read, Trade');
      expect(review).toHaveTextContent('Any address');
      return { form, review };
    },
    typed: { label: 'Label', value: 'Grid bot' },
    done: async () => {
      const created = await screen.findByRole('dialog', { name: 'Your new API key' });
      expect(within(created).getByTestId('created-secret-key').textContent).toMatch(/^[0-9a-f]{64}$/);
      expect(sandbox.state.apiKeys.keys.map((k) => k.Label)).toContain('Grid bot');
    },
  },
  {
    name: 'edit',
    operationId: 'myIDCMApiModifyApiKey',
    confirmLabel: 'Save changes',
    open: () =>
      renderWithApp(<ApiKeyEditPage />, {
        route: `/account/modifyApi?id=${keyId('Trading bot')}`,
        signedIn: true,
      }),
    review: async (user) => {
      const label = await screen.findByLabelText('Label', {}, { timeout: 5000 });
      const form = label.closest('form')!;
      await user.clear(label);
      await user.type(label, 'Grid bot 2');
      await user.click(within(form).getByRole('button', { name: 'Review the changes' }));
      const review = await screen.findByRole('dialog', { name: 'Check the key before you save it' });
      expect(review).toHaveTextContent('Grid bot 2');
      expect(review).toHaveTextContent('102.89.34.17, 102.89.34.18');
      return { form, review };
    },
    typed: { label: 'Label', value: 'Grid bot 2' },
    done: async () => {
      expect(await screen.findByText('Grid bot 2 has been saved.')).toBeInTheDocument();
      expect(sandbox.state.apiKeys.keys.map((k) => k.Label)).toContain('Grid bot 2');
    },
  },
  {
    name: 'delete',
    operationId: 'myIDCMApiDelApiKey',
    confirmLabel: 'Delete key',
    open: listPage,
    review: async (user) => {
      const row = await screen.findByRole('row', { name: /Trading bot/ }, { timeout: 5000 });
      await user.click(within(row).getByRole('button', { name: /Delete/ }));
      const review = screen.getByRole('dialog', { name: 'Delete this API key?' });
      expect(review).toHaveTextContent('Programs using Trading bot will stop working at once.');
      return { form: review, review };
    },
    done: async () => {
      expect(await screen.findByText('Trading bot has been deleted.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('row', { name: /Trading bot/ })).toBeNull());
    },
  },
];

describe.each(forms)('API key $name', (form) => {
  const typedStays = (container: HTMLElement) => {
    if (form.typed) expect(within(container).getByLabelText(form.typed.label)).toHaveValue(form.typed.value);
  };

  it('puts a wrong PIN on its field with what was typed kept, then sends once on a double click', async () => {
    const user = userEvent.setup();
    form.open();
    const { form: typed, review } = await form.review(user);
    const pin = within(review).getByLabelText('Security PIN');
    await user.type(pin, '000000');
    await user.click(within(review).getByRole('button', { name: form.confirmLabel }));
    await waitFor(() => expect(pin).toHaveAccessibleDescription('The security PIN is wrong.'));
    expect(pin).toHaveFocus();
    expect(pin).toHaveValue('000000');
    typedStays(typed);
    expect(toasts()).toEqual([]);
    await user.clear(pin);
    await user.type(pin, '123456');
    await user.dblClick(within(review).getByRole('button', { name: form.confirmLabel }));
    await form.done();
    expect(calls(form.operationId)).toBe(2);
  }, 30_000);

  it('sends once when Enter is held in the PIN field', async () => {
    const user = userEvent.setup();
    form.open();
    const { review } = await form.review(user);
    await user.type(within(review).getByLabelText('Security PIN'), '123456');
    await user.keyboard('{Enter>6}');
    await user.keyboard('{/Enter}');
    await form.done();
    expect(calls(form.operationId)).toBe(1);
  }, 30_000);

  it('shows a refusal of no field once, in view and focused, never also as a toast, with what was typed kept', async () => {
    const user = userEvent.setup();
    form.open();
    const { form: typed } = await form.review(user);
    sandbox.knobs.forcedCodes.set(form.operationId, { code: 77001, msg: 'API keys are closed', remaining: 1 });
    const review = screen.getByRole('dialog', { name: /Check|Delete/ });
    await user.type(within(review).getByLabelText('Security PIN'), '123456');
    await user.click(within(review).getByRole('button', { name: form.confirmLabel }));
    await expectRefusalInView('API keys are closed', scrolled, typed);
    expect(toasts()).toEqual([]);
    typedStays(typed);
  }, 30_000);

  it('says the outcome is not known when the call times out, points to the keys, reloads them and never sends again', async () => {
    const user = userEvent.setup();
    form.open();
    const { review } = await form.review(user);
    await user.type(within(review).getByLabelText('Security PIN'), '123456');
    const listed = calls('myIDCMApiGetList') + calls('myIDCMApiGetApiKey');
    loseAnswer(form.operationId);
    await user.click(within(review).getByRole('button', { name: form.confirmLabel }));
    await expectOutcomeUnknown(user, review, {
      recordsHref: '/account/api',
      recordsName: 'Check your API keys',
      confirmName: form.confirmLabel,
    });
    await waitFor(() => expect(calls('myIDCMApiGetList') + calls('myIDCMApiGetApiKey')).toBeGreaterThan(listed));
    expect(screen.queryByRole('dialog', { name: /Check|Delete/ })).toBeNull();
    expect(calls(form.operationId)).toBe(1);
  }, 30_000);
});
