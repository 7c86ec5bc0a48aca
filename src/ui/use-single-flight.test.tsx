import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInEnglish } from '../../tests/setup/render-ui.tsx';
import { useSingleFlight } from './use-single-flight.ts';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

/** Triggers that stay enabled while pending, so only the single flight can stop a second send. */
function Sender({ action }: { action: () => Promise<void> }) {
  const flight = useSingleFlight(action);
  return (
    <>
      <button onClick={() => void flight.run()}>Send</button>
      <input aria-label="Amount" onKeyDown={(e) => e.key === 'Enter' && void flight.run()} />
      <p>{flight.pending ? 'sending' : 'idle'}</p>
    </>
  );
}

describe('useSingleFlight', () => {
  it('sends once for a double click, and is pending until the answer', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    const action = vi.fn(() => answer.promise);
    renderInEnglish(<Sender action={action} />);
    await user.dblClick(screen.getByRole('button', { name: 'Send' }));
    expect(action).toHaveBeenCalledTimes(1);
    expect(screen.getByText('sending')).toBeInTheDocument();
    await act(async () => answer.resolve());
    expect(screen.getByText('idle')).toBeInTheDocument();
  });

  it('sends once for a held Enter (repeated keydown)', async () => {
    const user = userEvent.setup();
    const action = vi.fn(() => deferred().promise);
    renderInEnglish(<Sender action={action} />);
    await user.click(screen.getByLabelText('Amount'));
    await user.keyboard('{Enter>8/}');
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('sends once for two triggers in the same tick, before any re-render', async () => {
    const action = vi.fn(() => Promise.resolve('sent'));
    const { result } = renderHook(() => useSingleFlight(action));
    let outcomes: unknown[] = [];
    await act(async () => {
      outcomes = await Promise.all([result.current.run(), result.current.run()]);
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(outcomes).toEqual(['sent', undefined]);
  });

  it('lets the customer try again once a send has failed', async () => {
    const first = deferred();
    const action = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce(undefined);
    const { result } = renderHook(() => useSingleFlight(action));
    let failed: Promise<unknown>;
    act(() => {
      failed = result.current.run();
    });
    await act(async () => {
      first.reject(new Error('refused'));
      await expect(failed).rejects.toThrow('refused');
    });
    expect(result.current.pending).toBe(false);
    await act(() => result.current.run());
    expect(action).toHaveBeenCalledTimes(2);
  });
});
