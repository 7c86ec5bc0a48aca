import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import { sandbox } from '../../../tests/setup/dom.ts';
import ApiKeysPage from './ApiKeysPage.tsx';

describe('ApiKeysPage', () => {
  it('lists the keys, then creates one whose secret shows once and is not kept', async () => {
    const user = userEvent.setup();
    renderWithApp(<ApiKeysPage />, { route: '/account/api', signedIn: true });
    expect(await screen.findByRole('row', { name: /Trading bot/ }, { timeout: 5000 })).toHaveTextContent(
      '102.89.34.17, 102.89.34.18',
    );

    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const create = screen.getByRole('dialog', { name: 'Create an API key' });
    await user.type(within(create).getByLabelText('Label'), 'Grid bot');
    await user.type(within(create).getByLabelText('Security PIN'), '123456');
    await user.click(within(create).getByRole('button', { name: 'Create' }));

    const created = await screen.findByRole('dialog', { name: 'Your new API key' });
    const secret = within(created).getByTestId('created-secret-key').textContent!;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(sandbox.state.apiKeys.keys.map((k) => k.Label)).toContain('Grid bot');
    expect(await screen.findByRole('row', { name: /Grid bot/ })).toBeInTheDocument();

    await user.click(within(created).getByRole('button', { name: 'I have saved it' }));
    await waitFor(() => expect(screen.queryByTestId('created-secret-key')).toBeNull());
    expect(document.body.textContent).not.toContain(secret);
  }, 20_000);

  it('deletes a key once with a double click, and the list reloads by itself', async () => {
    const user = userEvent.setup();
    renderWithApp(<ApiKeysPage />, { route: '/account/api', signedIn: true });
    const row = await screen.findByRole('row', { name: /Trading bot/ }, { timeout: 5000 });
    const listed = sandbox.calls.get('myIDCMApiGetList');
    await user.click(within(row).getByRole('button', { name: /Delete/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this API key?' });
    await user.type(within(dialog).getByLabelText('Security PIN'), '123456');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Delete key' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Trading bot/ })).toBeNull());
    expect(sandbox.calls.get('myIDCMApiDelApiKey')).toBe(1);
    expect(sandbox.calls.get('myIDCMApiGetList')).toBe(listed! + 1);
  }, 20_000);

  it('puts a wrong PIN on its field and keeps the dialog open', async () => {
    const user = userEvent.setup();
    renderWithApp(<ApiKeysPage />, { route: '/account/api', signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Create API key' }, { timeout: 5000 }));
    const create = screen.getByRole('dialog', { name: 'Create an API key' });
    await user.type(within(create).getByLabelText('Label'), 'Grid bot');
    await user.type(within(create).getByLabelText('Security PIN'), '000000');
    await user.click(within(create).getByRole('button', { name: 'Create' }));
    expect(await within(create).findByText('The security PIN is wrong.')).toBeInTheDocument();
    expect(within(create).getByLabelText('Security PIN')).toHaveAttribute('aria-invalid', 'true');
  }, 20_000);
});
