import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import { useEnumNames, type EnumNames } from './futures-enums.ts';

/** A page naming order sides that can redraw itself, reporting the names each render handed out. */
function Page({ onNames }: { onNames: (names: EnumNames) => void }) {
  const names = useEnumNames('OrderSide');
  const [redraws, setRedraws] = useState(0);
  useEffect(() => {
    onNames(names);
  });
  return (
    <button type="button" onClick={() => setRedraws(redraws + 1)}>
      {names.loading ? 'Loading' : `Redraw ${redraws}`}
    </button>
  );
}

describe('useEnumNames', () => {
  it('hands out the same names while their answer is the same, so a list it is given is not redrawn for them', async () => {
    const seen: EnumNames[] = [];
    renderWithApp(<Page onNames={(names) => seen.push(names)} />, { signedIn: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Redraw 0' }));
    await user.click(await screen.findByRole('button', { name: 'Redraw 1' }));
    await screen.findByRole('button', { name: 'Redraw 2' });
    const loaded = seen.filter((names) => !names.loading);
    expect(loaded.length).toBeGreaterThanOrEqual(3);
    expect(new Set(loaded).size).toBe(1);
    expect(loaded[0].items.length).toBeGreaterThan(0);
  });
});
