/**
 * Date ranges of list filters: days as `YYYY-MM-DD` (the form they take in the address), an empty
 * string for an open end, and the presets counted back from a given "now" (the server's clock).
 */
import dayjs, { type Dayjs } from 'dayjs';

export interface DateRange {
  /** First day included, or '' for no lower bound. */
  from: string;
  /** Last day included, or '' for no upper bound. */
  to: string;
}

export const datePresets = ['today', '7d', '30d', '90d', 'all'] as const;
export type DatePreset = (typeof datePresets)[number];

export const noDateRange: DateRange = { from: '', to: '' };

/** A moment: a Date, a dayjs value, or milliseconds since 1970 (as the server clock gives). */
export type Moment = Date | Dayjs | number;

const dayPattern = 'YYYY-MM-DD';
const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
const daysBack: Record<Exclude<DatePreset, 'all'>, number> = { today: 0, '7d': 6, '30d': 29, '90d': 89 };

/** A real calendar day written `YYYY-MM-DD` (not 2026-02-30, not 2026-1-5). */
export function isIsoDay(text: string): boolean {
  const parts = isoDay.exec(text);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number);
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The calendar day of `now` in the device's time zone, as `YYYY-MM-DD`. */
export const dayOf = (now: Moment): string => dayjs(now).format(dayPattern);

/** The days a preset covers, today included: "7 days" is today and the six days before it. */
export function presetRange(preset: DatePreset, now: Moment): DateRange {
  if (preset === 'all') return noDateRange;
  const today = dayjs(now).startOf('day');
  return { from: today.subtract(daysBack[preset], 'day').format(dayPattern), to: today.format(dayPattern) };
}

/** The preset that gives exactly `range` on the day of `now`, or null for a custom range. */
export function presetOf(range: DateRange, now: Moment): DatePreset | null {
  return datePresets.find((preset) => sameRange(presetRange(preset, now), range)) ?? null;
}

export const sameRange = (a: DateRange, b: DateRange): boolean => a.from === b.from && a.to === b.to;

/** ISO days compare as text; a range is out of order when its first day is after its last. */
export const isOutOfOrder = ({ from, to }: DateRange): boolean => from !== '' && to !== '' && from > to;

/**
 * The first and last moments of a range in the device's time zone, `YYYY-MM-DD HH:mm:ss`, for a
 * list call's StartTime and EndTime; undefined for an open end.
 */
export function rangeTimes({ from, to }: DateRange): { start?: string; end?: string } {
  return {
    start: from ? `${from} 00:00:00` : undefined,
    end: to ? `${to} 23:59:59` : undefined,
  };
}

/**
 * The same range as moments for calls that take ISO 8601 times (the contract's `date-time`): the
 * first moment of the first day and the first moment after the last day, in the device's time
 * zone, written in UTC. A call reading StartTime as inclusive and EndTime as exclusive then gets
 * exactly the days chosen. Undefined for an open end.
 */
export function rangeInstants({ from, to }: DateRange): { start?: string; end?: string } {
  return {
    start: from ? dayjs(from).startOf('day').toISOString() : undefined,
    end: to ? dayjs(to).startOf('day').add(1, 'day').toISOString() : undefined,
  };
}
