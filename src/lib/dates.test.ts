// @vitest-environment node
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import dayjs from 'dayjs';
import { formatDate } from './dates';

describe('formatDate', () => {
  it('shows a date and time as YYYY-MM-DD HH:mm:ss by default', () => {
    expect(formatDate('2024-03-05T09:08:07')).toBe('2024-03-05 09:08:07');
  });

  it('shows the pattern it is given', () => {
    expect(formatDate('2024-03-05T09:08:07', 'YYYY/MM/DD')).toBe('2024/03/05');
    expect(formatDate('2024-03-05', 'DD.MM.YYYY HH:mm')).toBe('05.03.2024 00:00');
  });

  it('shows a UTC timestamp in local time', () => {
    const utc = '2024-03-05T09:08:07Z';
    expect(formatDate(utc)).toBe(dayjs(new Date(Date.UTC(2024, 2, 5, 9, 8, 7))).format('YYYY-MM-DD HH:mm:ss'));
  });

  it('accepts a Date, a millisecond timestamp and a dayjs value', () => {
    const date = new Date(2024, 0, 31, 23, 59, 58);
    expect(formatDate(date)).toBe('2024-01-31 23:59:58');
    expect(formatDate(date.getTime())).toBe('2024-01-31 23:59:58');
    expect(formatDate(dayjs(date))).toBe('2024-01-31 23:59:58');
  });

  it.each([
    '0001-01-01',
    '0001-01-01T00:00:00',
    '0001-01-01T00:00:00Z',
    '0001-01-01T00:00:00.000Z',
    '0001-01-01 08:00:00',
    '0001-01-01T00:00:00+08:00',
  ])('shows -- for the unset date %j', (value) => {
    expect(formatDate(value)).toBe('--');
  });

  it('shows -- for the unset date as a Date', () => {
    const unset = new Date(0);
    unset.setUTCFullYear(1, 0, 1);
    expect(formatDate(unset)).toBe('--');
  });

  it.each([null, undefined, '', '   '])('shows -- for the empty value %j', (value) => {
    expect(formatDate(value)).toBe('--');
  });

  it.each(['not a date', '2024-13-01', '2024-02-30', '2023-02-29', '2024-00-10', NaN])(
    'shows -- for the invalid date %j',
    (value) => {
      expect(formatDate(value)).toBe('--');
    },
  );

  it('shows a leap day that exists', () => {
    expect(formatDate('2024-02-29', 'YYYY-MM-DD')).toBe('2024-02-29');
  });

  it('shows every real calendar day as itself', () => {
    const day = fc.date({ min: new Date(1970, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true });
    fc.assert(
      fc.property(day, (date) => {
        const text = dayjs(date).format('YYYY-MM-DDTHH:mm:ss');
        expect(formatDate(text, 'YYYY-MM-DDTHH:mm:ss')).toBe(text);
      }),
    );
  });
});
