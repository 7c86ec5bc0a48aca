/**
 * The probe's report, grouped by operation (`METHOD /path`, operationId beside) with each
 * difference in words and the request to replay as a curl line: text to read, JSON for tools
 * (`--json`); and its exit code. Markdown for a ticket is in markdown.ts.
 */
import { curlLine } from './request.ts';
import { inferredNote, sentence } from './sentences.ts';
import type { Outcome, ProbeReport, Status } from './run.ts';

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

/** The outcomes a backend engineer acts on, in the order they were asked. */
export const needingAction = (report: ProbeReport): Outcome[] =>
  report.outcomes.filter((o) => failing.includes(o.status));

/** The operations not asked, by why. */
export function notAsked(report: ProbeReport): Map<string, string[]> {
  const byNote = new Map<string, string[]>();
  for (const o of report.outcomes.filter((outcome) => outcome.status === 'not asked'))
    byNote.set(o.note ?? '', [...(byNote.get(o.note ?? '') ?? []), o.step]);
  return byNote;
}

export function summaryLine(report: ProbeReport): string {
  return Object.entries(counts(report))
    .filter(([, n]) => n > 0)
    .map(([status, n]) => `${n} ${status}`)
    .join(', ');
}

export const hostsLine = (report: ProbeReport, code = (text: string) => text): string =>
  Object.entries(report.hosts)
    .map(([host, url]) => `${host} ${code(url)}`)
    .join(', ');

/** The call as the backend knows it: `GET /api/x/GetList`. */
export const callName = (o: Outcome): string => `${o.method} ${o.path}`;

export function renderText(report: ProbeReport): string {
  const signed = report.signedIn ? 'signed in' : 'not signed in';
  const lines = [`Contract probe of ${hostsLine(report)}; ${signed}; ${report.seconds} s`, summaryLine(report)];
  for (const o of needingAction(report)) {
    lines.push('', `${callName(o)}  (${o.step}, ${o.host}): ${o.status}`);
    const inferred = inferredNote(o);
    if (inferred) lines.push(`  ${inferred}`);
    if (o.note) lines.push(`  ${o.note}`);
    for (const d of o.differences) lines.push(`  - ${sentence(d)}`);
    if (o.request) lines.push(`  replay: ${curlLine(o.request)}`);
  }
  const unasked = notAsked(report);
  if (unasked.size > 0) lines.push('', 'Not asked:');
  for (const [note, steps] of unasked) lines.push(`  - ${note} (${steps.length}): ${steps.join(', ')}`);
  return lines.join('\n');
}

/** Every outcome, each difference with its sentence and each request with its curl line. */
export function renderJson(report: ProbeReport): string {
  const outcomes = report.outcomes.map((o) => ({
    ...o,
    differences: o.differences.map((d) => ({ ...d, says: sentence(d) })),
    ...(o.request ? { curl: curlLine(o.request) } : {}),
  }));
  return JSON.stringify({ ...report, counts: counts(report), outcomes }, null, 2);
}

/** The text with every occurrence of the token replaced: a report never shows it. */
export function hideToken(text: string, token: string | undefined): string {
  return token ? text.split(token).join('(token)') : text;
}
