// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toCsv, type CsvColumn } from './csv';

interface Record {
  coin: string;
  amount: string;
  note?: string | null;
}

const columns: CsvColumn<Record>[] = [
  { header: 'Coin', value: (r) => r.coin },
  { header: 'Amount', value: (r) => r.amount },
  { header: 'Note', value: (r) => r.note },
];
const lines = (csv: string) => csv.slice(1).split('\r\n');
const noteOf = (note: string) =>
  lines(toCsv(columns, [{ coin: 'BTC', amount: '1', note }]))[1]
    .split(',')
    .slice(2)
    .join(',');

describe('toCsv', () => {
  it("starts with a UTF-8 byte order mark, then the caller's column names, one row per line", () => {
    const csv = toCsv(columns, [
      { coin: 'BTC', amount: '0.5', note: 'first' },
      { coin: 'ETH', amount: '2', note: null },
    ]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines(csv)).toEqual(['Coin,Amount,Note', 'BTC,0.5,first', 'ETH,2,']);
  });

  it('writes column names in the page language and Chinese text as it is', () => {
    const french: CsvColumn<Record>[] = [
      { header: 'Crypto-monnaie', value: (r) => r.coin },
      { header: 'Montant reçu', value: (r) => r.amount },
      { header: '备注', value: (r) => r.note },
    ];
    const csv = toCsv(french, [{ coin: 'USDT', amount: '10', note: '充值到账，手续费 0.1' }]);
    expect(lines(csv)).toEqual(['Crypto-monnaie,Montant reçu,备注', 'USDT,10,充值到账，手续费 0.1']);
  });

  it('keeps amounts at full precision, digit for digit', () => {
    const amounts = ['0.000000000000000001', '123456789012345678.123456789012345678', '-0.00000001', '1.10'];
    const csv = toCsv(
      columns,
      amounts.map((amount) => ({ coin: 'BTC', amount })),
    );
    expect(
      lines(csv)
        .slice(1)
        .map((line) => line.split(',')[1]),
    ).toEqual(amounts);
  });

  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `"'=HYPERLINK(""http://evil.example"",""Click"")"`],
    ["+1+cmd|' /C calc'!A0", `"'+1+cmd|' /C calc'!A0"`],
    ['-2+3', `"'-2+3"`],
    ['-1.5e3', `"'-1.5e3"`],
    ['@SUM(A1:A9)', `"'@SUM(A1:A9)"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
  ])('neutralises the formula %j', (note, written) => {
    expect(noteOf(note)).toBe(written);
  });

  it.each(['-1.5', '-42', '-0.00000001'])('leaves the plain number %s a number', (note) => {
    expect(noteOf(note)).toBe(note);
  });

  it('neutralises a column name that would be a formula too', () => {
    const csv = toCsv([{ header: '=cmd', value: () => 'x' }], [{}]);
    expect(lines(csv)[0]).toBe(`"'=cmd"`);
  });

  it('quotes cells with commas, quotes and line breaks, as RFC 4180 says', () => {
    expect(noteOf('a, b')).toBe('"a, b"');
    expect(noteOf('say "hi"')).toBe('"say ""hi"""');
    const csv = toCsv(columns, [{ coin: 'BTC', amount: '1', note: 'two\nlines' }]);
    expect(csv.endsWith('BTC,1,"two\nlines"')).toBe(true);
  });

  it('writes only the header row for no rows', () => {
    expect(toCsv(columns, [])).toBe('\uFEFFCoin,Amount,Note');
  });
});
