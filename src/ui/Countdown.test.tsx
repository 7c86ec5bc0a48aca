import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInEnglish } from '../../tests/setup/render-ui.tsx';
import { Countdown } from './Countdown.tsx';

const tenMinutes = 10 * 60_000;
/** The server's clock, ten minutes ahead of this device's. */
const serverNow = () => Date.now() + tenMinutes;
const quoteLabel = (time: string) => `Quote expires in ${time}`;
const status = () => screen.getByRole('status');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-01T12:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('Countdown', () => {
  it('counts by the clock it is given, not the device clock', () => {
    renderInEnglish(<Countdown endsAt={serverNow() + 90_000} now={serverNow} label={quoteLabel} />);
    expect(screen.getByRole('timer', { name: 'Quote expires in 1:30' })).toHaveTextContent('1:30');
    advance(48_000);
    expect(screen.getByRole('timer', { name: 'Quote expires in 0:42' })).toHaveTextContent('0:42');
  });

  it('is said aloud at whole minutes and at the end, not every second', () => {
    renderInEnglish(
      <Countdown
        endsAt={serverNow() + 125_000}
        now={serverNow}
        label={quoteLabel}
        endedLabel="The quote has expired."
      />,
    );
    expect(status()).toHaveTextContent('');
    advance(4_000);
    expect(status()).toHaveTextContent('');
    advance(1_000);
    expect(status()).toHaveTextContent('Quote expires in 2:00');
    advance(1_000);
    expect(status()).toHaveTextContent('Quote expires in 2:00');
    advance(60_000);
    expect(status()).toHaveTextContent('Quote expires in 1:00');
    advance(60_000);
    expect(status()).toHaveTextContent('The quote has expired.');
  });

  it('calls onEnd once when it reaches zero', () => {
    const onEnd = vi.fn();
    renderInEnglish(<Countdown endsAt={serverNow() + 3_000} now={serverNow} onEnd={onEnd} />);
    advance(2_999);
    expect(onEnd).not.toHaveBeenCalled();
    advance(1);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer', { name: 'Time left: 0:00' })).toBeInTheDocument();
    advance(60_000);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('calls onEnd once at once when it mounts already over', () => {
    const onEnd = vi.fn();
    // Not over by the device clock, ten minutes behind: only the server clock says it has ended.
    renderInEnglish(<Countdown endsAt={Date.now() + 60_000} now={serverNow} onEnd={onEnd} />);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    advance(120_000);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('ends when its moment passes between being drawn and starting its timer', () => {
    const onEnd = vi.fn();
    const endsAt = serverNow() + 5;
    // Drawn with five milliseconds left (0:01); by the time its timer starts, the moment has passed.
    let drawn = false;
    const now = () => (drawn ? serverNow() + 10 : ((drawn = true), serverNow()));
    renderInEnglish(<Countdown endsAt={endsAt} now={now} onEnd={onEnd} />);
    advance(0);
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps one timer per countdown', () => {
    renderInEnglish(
      <>
        <Countdown endsAt={serverNow() + 30_000} now={serverNow} />
        <Countdown endsAt={serverNow() + 90_000} now={serverNow} />
      </>,
    );
    expect(vi.getTimerCount()).toBe(2);
    advance(10_000);
    expect(vi.getTimerCount()).toBe(2);
  });

  it('shows hours, and days in the page language', () => {
    const { rerender } = renderInEnglish(
      <Countdown endsAt={serverNow() + (3600 + 2 * 60 + 3) * 1000} now={serverNow} />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('1:02:03');
    rerender(<Countdown endsAt={serverNow() + (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000} now={serverNow} />);
    expect(screen.getByRole('timer', { name: 'Time left: 2d 3:04:05' })).toBeInTheDocument();
  });
});
