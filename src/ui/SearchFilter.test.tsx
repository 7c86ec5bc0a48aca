import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInEnglishOnly } from '../../tests/setup/render-at-address';
import { SearchFilter } from './SearchFilter';

function renderSearch(value = '', onChange = vi.fn()) {
  const view = renderInEnglishOnly(
    <SearchFilter label="Search coins" value={value} onChange={onChange} debounceMs={500} />,
  );
  const rerender = (next: string) =>
    view.rerender(<SearchFilter label="Search coins" value={next} onChange={onChange} debounceMs={500} />);
  return { onChange, rerender, box: screen.getByRole('searchbox', { name: 'Search coins' }) as HTMLInputElement };
}

// Typing goes through fireEvent under fake timers: Testing Library's async wrapper waits on a real timer.
const typeInto = (box: HTMLElement, text: string) => {
  for (let end = 1; end <= text.length; end += 1) fireEvent.change(box, { target: { value: text.slice(0, end) } });
};

describe('SearchFilter while typing', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the trimmed search once, when typing pauses for the debounce', () => {
    const { box, onChange } = renderSearch();
    typeInto(box, ' btc ');
    expect(box).toHaveValue(' btc ');
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(499));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('btc');
  });

  it('sends at once on Enter', () => {
    const { box, onChange } = renderSearch();
    typeInto(box, 'eth');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('eth');
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('empties the box on Escape, dropping the search still waiting', () => {
    const { box, onChange } = renderSearch();
    typeInto(box, 'sol');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveValue('');
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange.mock.calls).toEqual([['']]);
  });

  it('never overwrites what is being typed with the late echo of its own earlier search', () => {
    // The address (and so `value`) can follow a search a moment later, in a transition.
    function LateEcho() {
      const [value, setValue] = useState('');
      return (
        <SearchFilter
          label="Search coins"
          value={value}
          onChange={(next) => setTimeout(() => setValue(next), 100)}
          debounceMs={500}
        />
      );
    }
    renderInEnglishOnly(<LateEcho />);
    const box = screen.getByRole('searchbox');
    typeInto(box, 'bt');
    act(() => vi.advanceTimersByTime(500));
    typeInto(box, 'btc');
    act(() => vi.advanceTimersByTime(100));
    expect(box).toHaveValue('btc');
    act(() => vi.advanceTimersByTime(600));
    expect(box).toHaveValue('btc');
  });
});

describe('SearchFilter', () => {
  it('empties the box with its clear button, sends the empty search at once and keeps focus in the box', async () => {
    const user = userEvent.setup();
    const { box, onChange } = renderSearch('usdt');
    expect(box).toHaveValue('usdt');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(onChange).toHaveBeenCalledExactlyOnceWith('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('lets Escape through when the box is already empty', async () => {
    const user = userEvent.setup();
    const outside = vi.fn();
    renderInEnglishOnly(
      <div onKeyDown={(event) => event.key === 'Escape' && outside()}>
        <SearchFilter label="Search coins" value="" onChange={() => {}} debounceMs={500} />
      </div>,
    );
    await user.click(screen.getByRole('searchbox'));
    await user.keyboard('{Escape}');
    expect(outside).toHaveBeenCalledTimes(1);
  });

  it('keeps Escape to itself while it has text to clear', async () => {
    const user = userEvent.setup();
    const outside = vi.fn();
    renderInEnglishOnly(
      <div onKeyDown={(event) => event.key === 'Escape' && outside()}>
        <SearchFilter label="Search coins" value="ada" onChange={() => {}} debounceMs={500} />
      </div>,
    );
    await user.click(screen.getByRole('searchbox'));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(outside).not.toHaveBeenCalled();
  });

  it('shows a search changed from outside (clear filters, Back)', () => {
    const { box, rerender } = renderSearch('btc');
    rerender('');
    expect(box).toHaveValue('');
    rerender('doge');
    expect(box).toHaveValue('doge');
  });
});
