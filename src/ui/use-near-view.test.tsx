import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver, forgetWatchers, watchers as observers } from '../../tests/setup/intersection';
import { useNearView } from './use-near-view';

function CostlyBelow() {
  const [ref, near] = useNearView<HTMLDivElement>('200px');
  return <div ref={ref}>{near ? 'made' : 'waiting'}</div>;
}

// Content is also made once the browser is idle (a timer in jsdom): each test runs its own clock.
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.runAllTimers();
  vi.useRealTimers();
  forgetWatchers();
  vi.unstubAllGlobals();
});

describe('useNearView', () => {
  it('makes the content only once its place comes near the screen, and stops watching then', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    render(<CostlyBelow />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    const [watcher] = observers;
    expect(watcher.margin).toBe('200px');
    expect(watcher.observed).toEqual([screen.getByText('waiting')]);
    await act(async () => watcher.callback([{ isIntersecting: false }]));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => watcher.callback([{ isIntersecting: true }]));
    expect(screen.getByText('made')).toBeInTheDocument();
    expect(watcher.disconnected).toBe(true);
  });

  it('stops watching when the component leaves before it came near', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { unmount } = render(<CostlyBelow />);
    unmount();
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });

  it('makes the content once the visitor moves through the page with the keyboard', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    render(<CostlyBelow />);
    await act(async () => fireEvent.keyDown(document.body, { key: 'ArrowDown' }));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => fireEvent.keyDown(document.body, { key: 'Tab' }));
    expect(screen.getByText('made')).toBeInTheDocument();
  });

  it('makes the content at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<CostlyBelow />);
    expect(screen.getByText('made')).toBeInTheDocument();
  });

  it('makes the content, at the latest, once the page has loaded and the browser is idle', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    render(<CostlyBelow />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    // jsdom has no idle callback: whenIdle's fallback timer stands for the idle moment.
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByText('made')).toBeInTheDocument();
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });
});
