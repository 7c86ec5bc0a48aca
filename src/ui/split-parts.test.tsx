import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { renderInEnglish } from '../../tests/setup/render-ui.tsx';
import type { ReactNode } from 'react';
import { splitComponent } from './split-component.ts';
import { splitParts } from './split-parts.tsx';

/** A part whose code comes when the test says. */
function heldPart(text: string) {
  let come: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  const asked = vi.fn();
  const Part = splitComponent(() => {
    asked();
    return new Promise<{ default: () => ReactNode }>((resolve, reject) => {
      come = () => resolve({ default: () => <p>{text}</p> });
      fail = reject;
    });
  });
  return { Part, asked, come: () => come(), fail: (error: Error) => fail(error) };
}

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => (vi.useRealTimers(), vi.restoreAllMocks()));

describe('splitParts', () => {
  it('shows the stand-in until every part is in, then all parts at once', async () => {
    const form = heldPart('The form');
    const list = heldPart('The list');
    const parts = splitParts([form.Part, list.Part]);
    await act(async () =>
      renderInEnglish(
        <parts.Ready loading={<p>Loading</p>}>
          <form.Part />
          <list.Part />
        </parts.Ready>,
      ),
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => form.come());
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByText('The form')).not.toBeInTheDocument();
    await act(async () => list.come());
    expect(await screen.findByText('The form')).toBeInTheDocument();
    expect(screen.getByText('The list')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('draws parts already in at once, without the stand-in', async () => {
    const form = heldPart('The form');
    const parts = splitParts([form.Part]);
    const loaded = parts.load();
    form.come();
    await loaded;
    renderInEnglish(
      <parts.Ready loading={<p>Loading</p>}>
        <form.Part />
      </parts.Ready>,
    );
    expect(screen.getByText('The form')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('says the parts failed when their code cannot come, and asks for it no more', async () => {
    const form = heldPart('The form');
    const parts = splitParts([form.Part]);
    await act(async () =>
      renderInEnglish(
        <parts.Ready loading={<p>Loading</p>}>
          <form.Part />
        </parts.Ready>,
      ),
    );
    await act(async () => form.fail(new Error('lost connection')));
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded.');
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(form.asked).toHaveBeenCalledTimes(1);
  });

  it('asks for the code only once the first frame is drawn', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const form = heldPart('The form');
    const parts = splitParts([form.Part]);
    const Page = () => {
      parts.useAskedAfterFirstFrame();
      return <h1>Withdraw</h1>;
    };
    render(<Page />);
    expect(form.asked).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(form.asked).toHaveBeenCalledTimes(1);
  });
});
