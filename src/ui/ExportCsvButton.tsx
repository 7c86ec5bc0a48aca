/**
 * Downloads a list as a CSV file named after it and the day (`records-2026-11-23.csv`). The CSV
 * code is loaded on the first click, so no page carries it in its own chunk.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { dayOf, type Moment } from '../lib/date-range.ts';
import type { CsvColumn } from '../lib/csv.ts';
import { Button } from './Button.tsx';
import { FormAlert } from './FormAlert.tsx';
import './export-csv.css';

interface ExportCsvButtonProps<Row> {
  /** The start of the file's name: `records` gives `records-2026-11-23.csv`. */
  fileName: string;
  /** The file's columns, named in the page language. */
  columns: readonly CsvColumn<Row>[];
  /** The rows to keep: those on screen, or every page fetched for the file. */
  rows: () => readonly Row[] | Promise<readonly Row[]>;
  /** The clock of the date in the name (the server's: a Date or milliseconds); the device's by default. */
  now?: () => Moment;
}

// The link has taken the file's address once clicked; the address is freed a moment later.
const revokeAfterMs = 1000;

function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), revokeAfterMs);
}

export function ExportCsvButton<Row>({ fileName, columns, rows, now = Date.now }: ExportCsvButtonProps<Row>) {
  const intl = useIntl();
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'failed' } | { kind: 'done'; file: string }>({
    kind: 'idle',
  });

  const exportFile = async () => {
    setState({ kind: 'busy' });
    try {
      const [{ toCsv }, data] = await Promise.all([import('../lib/csv.ts'), rows()]);
      const file = `${fileName}-${dayOf(now())}.csv`;
      download(toCsv(columns, data), file);
      setState({ kind: 'done', file });
    } catch {
      // The rows could not be fetched or the file made: say so; the button stays for another try.
      setState({ kind: 'failed' });
    }
  };

  return (
    <div className="export-csv">
      <Button variant="secondary" busy={state.kind === 'busy'} onClick={exportFile}>
        {intl.formatMessage({ id: 'ui.export.action' })}
      </Button>
      <span className="visually-hidden" role="status">
        {state.kind === 'done' ? intl.formatMessage({ id: 'ui.export.started' }, { file: state.file }) : ''}
      </span>
      <FormAlert>{state.kind === 'failed' ? intl.formatMessage({ id: 'ui.export.failed' }) : null}</FormAlert>
    </div>
  );
}
