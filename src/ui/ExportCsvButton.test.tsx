import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAtAddress } from '../../tests/setup/render-at-address';
import type { CsvColumn } from '../lib/csv';
import { ExportCsvButton } from './ExportCsvButton';

const csvModule = vi.hoisted(() => ({ loaded: vi.fn() }));
vi.mock('../lib/csv.ts', async (original) => {
  csvModule.loaded();
  return original();
});

interface Deposit {
  coin: string;
  amount: string;
  note: string;
}
const columns: CsvColumn<Deposit>[] = [
  { header: 'Coin', value: (d) => d.coin },
  { header: 'Amount', value: (d) => d.amount },
  { header: 'Note', value: (d) => d.note },
];
const deposits: Deposit[] = [{ coin: 'USDT', amount: '1234.567890123456789', note: '=1+1 到账' }];
const serverNow = () => new Date(2026, 10, 23, 23, 30).getTime();

describe('ExportCsvButton', () => {
  let createObjectURL: ReturnType<typeof vi.fn<(blob: Blob) => string>>;
  let revokeObjectURL: ReturnType<typeof vi.fn<(url: string) => void>>;
  let clicked: HTMLAnchorElement[];

  beforeEach(() => {
    createObjectURL = vi.fn(() => 'blob:records-file');
    revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    clicked = [];
    // jsdom cannot download: keep the link the button follows instead.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('loads the CSV code on the first click, not with the page', async () => {
    const user = userEvent.setup();
    renderAtAddress(<ExportCsvButton fileName="records" columns={columns} rows={() => deposits} now={serverNow} />);
    expect(csvModule.loaded).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(csvModule.loaded).toHaveBeenCalledTimes(1);
  });

  it('downloads the rows as a file named after the list and the day, then frees its address', async () => {
    const user = userEvent.setup();
    renderAtAddress(
      <ExportCsvButton fileName="records" columns={columns} rows={async () => deposits} now={serverNow} />,
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const [link] = clicked;
    expect(link.download).toBe('records-2026-11-23.csv');
    expect(link.getAttribute('href')).toBe('blob:records-file');
    expect(link.isConnected).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('records-2026-11-23.csv is downloading.');

    const blob = createObjectURL.mock.calls[0][0];
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFFCoin,Amount,Note\r\nUSDT,1234.567890123456789,"\'=1+1 到账"',
    );

    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:records-file'), { timeout: 3000 });
  });

  it('says when the rows could not be had, and makes no file', async () => {
    const user = userEvent.setup();
    renderAtAddress(
      <ExportCsvButton
        fileName="records"
        columns={columns}
        rows={() => Promise.reject(new Error('offline'))}
        now={serverNow}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be made. Please try again.');
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('is busy while the file is made, so a second click makes no second file', async () => {
    const user = userEvent.setup();
    let deliver: (rows: Deposit[]) => void = () => {};
    renderAtAddress(
      <ExportCsvButton
        fileName="orders"
        columns={columns}
        rows={() => new Promise<Deposit[]>((resolve) => (deliver = resolve))}
        now={serverNow}
      />,
    );
    const button = screen.getByRole('button', { name: 'Export CSV' });
    await user.click(button);
    expect(button).toBeDisabled();
    await user.click(button);
    deliver(deposits);
    await waitFor(() => expect(button).toBeEnabled());
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('orders-2026-11-23.csv');
  });
});
