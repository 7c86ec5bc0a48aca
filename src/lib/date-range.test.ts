// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dayOf, isIsoDay, isOutOfOrder, presetOf, presetRange, rangeInstants, rangeTimes } from './date-range';

const now = new Date(2026, 10, 23, 15, 30);

describe('isIsoDay', () => {
  it.each(['2026-11-23', '2024-02-29', '2026-12-31'])('accepts the calendar day %s', (day) => {
    expect(isIsoDay(day)).toBe(true);
  });

  it.each([
    '2026-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-11-31',
    '2026-1-5',
    '26-11-23',
    '2026-11-23T00:00',
    ' 2026-11-23',
    '',
    'today',
    '0000-01-01',
  ])('refuses %j', (text) => {
    expect(isIsoDay(text)).toBe(false);
  });
});

describe('presets', () => {
  it('counts today in: today is one day, 7 days ends today and starts six days before', () => {
    expect(presetRange('today', now)).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(presetRange('7d', now)).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(presetRange('30d', now)).toEqual({ from: '2026-10-25', to: '2026-11-23' });
    expect(presetRange('90d', now)).toEqual({ from: '2026-08-26', to: '2026-11-23' });
  });

  it('leaves both ends open for all dates', () => {
    expect(presetRange('all', now)).toEqual({ from: '', to: '' });
  });

  it('crosses month and year ends and leap days', () => {
    expect(presetRange('7d', new Date(2027, 0, 3))).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(presetRange('30d', new Date(2024, 2, 1))).toEqual({ from: '2024-02-01', to: '2024-03-01' });
    expect(presetRange('30d', new Date(2025, 2, 1))).toEqual({ from: '2025-01-31', to: '2025-03-01' });
  });

  it('follows the clock it is given, just before and after midnight', () => {
    expect(presetRange('today', new Date(2026, 10, 23, 23, 59, 59)).to).toBe('2026-11-23');
    expect(presetRange('today', new Date(2026, 10, 24, 0, 0, 0)).to).toBe('2026-11-24');
  });

  it('recognises the preset a range came from on the same day, and none on the next', () => {
    expect(presetOf({ from: '2026-11-17', to: '2026-11-23' }, now)).toBe('7d');
    expect(presetOf({ from: '', to: '' }, now)).toBe('all');
    expect(presetOf({ from: '2026-11-17', to: '2026-11-23' }, new Date(2026, 10, 24))).toBeNull();
    expect(presetOf({ from: '2026-11-01', to: '' }, now)).toBeNull();
  });
});

describe('ranges', () => {
  it('is out of order only when both ends are set and the first day is after the last', () => {
    expect(isOutOfOrder({ from: '2026-11-24', to: '2026-11-23' })).toBe(true);
    expect(isOutOfOrder({ from: '2026-11-23', to: '2026-11-23' })).toBe(false);
    expect(isOutOfOrder({ from: '2026-11-24', to: '' })).toBe(false);
    expect(isOutOfOrder({ from: '', to: '2026-01-01' })).toBe(false);
  });

  it('gives a call the first and last second of the range, leaving open ends out', () => {
    expect(rangeTimes({ from: '2026-11-17', to: '2026-11-23' })).toEqual({
      start: '2026-11-17 00:00:00',
      end: '2026-11-23 23:59:59',
    });
    expect(rangeTimes({ from: '', to: '2026-11-23' })).toEqual({ start: undefined, end: '2026-11-23 23:59:59' });
  });

  it('gives an ISO call the first moment of the range and the first moment after its last day, in local days', () => {
    const { start, end } = rangeInstants({ from: '2026-11-17', to: '2026-11-23' });
    expect(start).toBe(new Date(2026, 10, 17).toISOString());
    expect(end).toBe(new Date(2026, 10, 24).toISOString());
    expect(Date.parse(end!) - Date.parse(start!)).toBe(
      new Date(2026, 10, 24).getTime() - new Date(2026, 10, 17).getTime(),
    );
    expect(rangeInstants({ from: '2026-11-17', to: '' })).toEqual({
      start: new Date(2026, 10, 17).toISOString(),
      end: undefined,
    });
    expect(rangeInstants({ from: '', to: '' })).toEqual({ start: undefined, end: undefined });
  });

  it('names the day of a moment in local time, from a Date or from milliseconds', () => {
    expect(dayOf(now)).toBe('2026-11-23');
    expect(dayOf(now.getTime())).toBe('2026-11-23');
    expect(presetRange('7d', now.getTime())).toEqual(presetRange('7d', now));
  });
});
