/** The probe's report: a table to read, or JSON (`--json`); and its exit code. */
import type { ProbeReport, Status } from './run.ts';

const statuses: Status[] = ['documented', 'differs', 'refused', 'no answer', 'not asked'];
const failing: Status[] = ['differs', 'refused', 'no answer'];

export function counts(report: ProbeReport): Record<Status, number> {
  const result = Object.fromEntries(statuses.map((s) => [s, 0])) as Record<Status, number>;
  for (const outcome of report.outcomes) result[outcome.status] += 1;
  return result;
}

/** 1 when any operation differs from its document, was refused or did not answer. */
export function exitCode(report: ProbeReport): 0 | 1 {
  return report.outcomes.some((o) => failing.includes(o.status)) ? 1 : 0;
}

const pad = (text: string, width: number) => text.padEnd(width);

export function renderTable(report: ProbeReport): string {
  const width = Math.max(...report.outcomes.map((o) => o.step.length), 9);
  const lines = [`${pad('status', 11)} ${pad('host', 11)} ${pad('operation', width)}  ${pad('shape', 8)}  note`];
  for (const o of report.outcomes) {
    const shape = pad(o.inferred ? 'inferred' : '', 8);
    lines.push(`${pad(o.status, 11)} ${pad(o.host, 11)} ${pad(o.step, width)}  ${shape}  ${o.note ?? ''}`.trimEnd());
    for (const d of o.differences) {
      const times = d.count > 1 ? ` (${d.count} places)` : '';
      const inferred = d.inferred ? ' [inferred]' : '';
      lines.push(
        `${' '.repeat(24)}${pad(d.kind, 13)} ${d.path}: documented ${d.expected}, came ${d.example}${times}${inferred}`,
      );
    }
  }
  const summary = Object.entries(counts(report))
    .filter(([, n]) => n > 0)
    .map(([status, n]) => `${n} ${status}`)
    .join(', ');
  const hosts = Object.entries(report.hosts)
    .map(([host, url]) => `${host} ${url}`)
    .join(', ');
  lines.push('', `${summary} (${hosts}; ${report.signedIn ? 'signed in' : 'not signed in'}; ${report.seconds} s)`);
  return lines.join('\n');
}

export function renderJson(report: ProbeReport): string {
  return JSON.stringify({ ...report, counts: counts(report) }, null, 2);
}

/** The text with every occurrence of the token replaced: a report never shows it. */
export function hideToken(text: string, token: string | undefined): string {
  return token ? text.split(token).join('(token)') : text;
}
