/**
 * CSV text of a list a customer keeps: the caller's column names (in the page language), values
 * exactly as given (amounts are decimal strings, never floats), a UTF-8 byte order mark so
 * spreadsheet apps read Chinese and accented text, and no cell a spreadsheet would run as a formula.
 * Pages load this module when an export is asked for, not with the page (ExportCsvButton).
 */
import Papa from 'papaparse';

export interface CsvColumn<Row> {
  header: string;
  /** The cell's text; amounts as their decimal strings, at full precision. */
  value: (row: Row) => string | null | undefined;
}

const byteOrderMark = '\uFEFF';

/**
 * A cell starting with = + - @, a tab or a carriage return is a formula to Excel, LibreOffice and
 * Sheets (OWASP "CSV injection"); papaparse prefixes it with ' and quotes it. A plain number such
 * as -1.5 is a value, not a formula, and stays a number.
 */
export const formulaStart = /^(?!-\d+(?:\.\d+)?$)[=+\-@\t\r]/;

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const header = columns.map((column) => column.header);
  const cells = rows.map((row) => columns.map((column) => column.value(row) ?? ''));
  const text = Papa.unparse([header, ...cells], { escapeFormulae: formulaStart, newline: '\r\n' });
  return byteOrderMark + text;
}
