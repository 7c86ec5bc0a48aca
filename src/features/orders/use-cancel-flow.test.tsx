import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import { useCancelFlow } from './use-cancel-flow.tsx';

/** A page with the cancel flow that can redraw itself, reporting the `ask` each render handed out. */
function Page({ onAsk }: { onAsk: (ask: unknown) => void }) {
  const { ask } = useCancelFlow();
  const [redraws, setRedraws] = useState(0);
  useEffect(() => {
    onAsk(ask);
  });
  return (
    <button type="button" onClick={() => setRedraws(redraws + 1)}>
      Redraw {redraws}
    </button>
  );
}

describe('useCancelFlow', () => {
  it('hands out the same ask for the life of the page, so a list it is given is not redrawn for it', async () => {
    const asks = new Set<unknown>();
    renderWithApp(<Page onAsk={(ask) => asks.add(ask)} />, { signedIn: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Redraw 0' }));
    await user.click(await screen.findByRole('button', { name: 'Redraw 1' }));
    await screen.findByRole('button', { name: 'Redraw 2' });
    expect(asks.size).toBe(1);
  });
});
