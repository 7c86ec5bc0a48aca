/**
 * Time left until `endsAt` by the clock the caller gives (the server's), ticking once a second;
 * `onEnd` runs once when it reaches zero (at once when it is already over). Screen readers hear it
 * at each whole minute and at the end, not every second.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { countdownParts, isAnnounced, msUntilNextSecond, secondsLeft } from '../lib/countdown.ts';
import './countdown.css';

interface CountdownProps {
  /** The moment it ends, in epoch milliseconds of the server clock. */
  endsAt: number;
  /** The server clock now (the app's server time), never the device's Date.now. */
  now: () => number;
  onEnd?: () => void;
  /** The accessible label from the time left, e.g. (time) => "Quote expires in 0:42". */
  label?: (time: string) => string;
  /** Said when it reaches zero. */
  endedLabel?: string;
  className?: string;
}

interface Tick {
  endsAt: number;
  left: number;
  /** The seconds left when it was last said aloud (null: not yet). */
  announced: number | null;
}

export function Countdown({ endsAt, now, onEnd, label, endedLabel, className }: CountdownProps) {
  const intl = useIntl();
  const latest = useRef({ now, onEnd });
  useLayoutEffect(() => {
    latest.current = { now, onEnd };
  });
  const [tick, setTick] = useState<Tick>(() => ({ endsAt, left: secondsLeft(endsAt, now()), announced: null }));
  const current = tick.endsAt === endsAt ? tick : { endsAt, left: secondsLeft(endsAt, now()), announced: null };
  const { left } = current;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A moment already past still takes one step: a countdown drawn a few milliseconds before its end,
    // whose effect ran after it, would otherwise stay at 0:01 and never end.
    const schedule = () => {
      timer = setTimeout(step, msUntilNextSecond(endsAt, latest.current.now()));
    };
    const step = () => {
      const next = secondsLeft(endsAt, latest.current.now());
      setTick((before) => {
        const was = before.endsAt === endsAt ? before : { endsAt, left: next, announced: null };
        if (was.left === next && was === before) return before;
        return { endsAt, left: next, announced: isAnnounced(was.left, next) ? next : was.announced };
      });
      if (next > 0) schedule();
    };
    schedule();
    return () => clearTimeout(timer);
  }, [endsAt]);

  const endedFor = useRef<number | null>(null);
  useEffect(() => {
    if (left > 0 || endedFor.current === endsAt) return;
    endedFor.current = endsAt;
    latest.current.onEnd?.();
  }, [left, endsAt]);

  const timeOf = (seconds: number) => {
    const { days, clock } = countdownParts(seconds);
    return days > 0 ? intl.formatMessage({ id: 'ui.countdown.days' }, { days, clock }) : clock;
  };
  const describe = (seconds: number) =>
    label ? label(timeOf(seconds)) : intl.formatMessage({ id: 'ui.countdown.left' }, { time: timeOf(seconds) });
  const said =
    current.announced === null
      ? ''
      : current.announced === 0
        ? (endedLabel ?? intl.formatMessage({ id: 'ui.countdown.ended' }))
        : describe(current.announced);

  return (
    <>
      <span
        role="timer"
        aria-label={describe(left)}
        className={className ? `ui-countdown ${className}` : 'ui-countdown'}
      >
        {timeOf(left)}
      </span>
      <span className="visually-hidden" role="status">
        {said}
      </span>
    </>
  );
}
