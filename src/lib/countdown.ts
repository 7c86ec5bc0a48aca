/**
 * Time left until a moment, by a clock the caller gives (the server's, never the device's): whole
 * seconds rounded up, so 0 means the moment has come, shown as m:ss, h:mm:ss or days and h:mm:ss.
 */

export const secondsLeft = (endsAt: number, now: number): number => Math.max(0, Math.ceil((endsAt - now) / 1000));

/** How long until the seconds left change, so a timer ticks on the server clock's second. */
export function msUntilNextSecond(endsAt: number, now: number): number {
  const left = endsAt - now;
  return left <= 0 ? 0 : left % 1000 || 1000;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The days (0 under a day) and the clock part: `0:42`, `12:05`, `1:02:03`. */
export function countdownParts(seconds: number): { days: number; clock: string } {
  const total = Math.max(0, Math.floor(seconds));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  if (days > 0 || hours > 0) return { days, clock: `${hours}:${twoDigits(minutes)}:${twoDigits(rest)}` };
  return { days, clock: `${minutes}:${twoDigits(rest)}` };
}

/**
 * Whether going from `before` to `after` seconds left should be said aloud: at each whole minute
 * (or the first tick past one, when a sleeping tab skipped it) and at the end, not every second.
 */
export const isAnnounced = (before: number, after: number): boolean =>
  after < before && Math.ceil(after / 60) < Math.ceil(before / 60);
