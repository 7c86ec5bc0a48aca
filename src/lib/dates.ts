/** Date display (spec section 5): the backend's "no date" value and invalid dates show as "--". */
import dayjs, { type Dayjs } from 'dayjs';

export type DateInput = string | number | Date | Dayjs | null | undefined;

export const defaultDatePattern = 'YYYY-MM-DD HH:mm:ss';
const noDate = '--';

/** The backend sends 0001-01-01 (its minimum date), with any time part, when a date is unset. */
const unsetDate = /^0001-01-01(?![0-9])/;
const isoDatePart = /^(\d{4})-(\d{1,2})-(\d{1,2})(?![0-9])/;

/** dayjs rolls "2024-02-30" over to 1 March; a day that is not in the calendar is invalid here. */
function isCalendarDay(text: string): boolean {
  const parts = isoDatePart.exec(text);
  if (!parts) return true;
  const [year, month, day] = parts.slice(1).map(Number);
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isUnset(value: Exclude<DateInput, null | undefined>): boolean {
  if (typeof value === 'string') return unsetDate.test(value);
  const date = dayjs.isDayjs(value) ? value.toDate() : new Date(value);
  return date.getUTCFullYear() === 1 && date.getUTCMonth() === 0 && date.getUTCDate() === 1;
}

/** The date in `pattern` (dayjs tokens), or "--" when it is empty, unset (0001-01-01) or invalid. */
export function formatDate(value: DateInput, pattern: string = defaultDatePattern): string {
  if (value == null) return noDate;
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === '' || isUnset(text)) return noDate;
  if (typeof text === 'string' && !isCalendarDay(text)) return noDate;
  const date = dayjs(text);
  return date.isValid() ? date.format(pattern) : noDate;
}
