/** The probe's report in Markdown (`--markdown`), to paste into a ticket for the backend. */
import { curlLine } from './request.ts';
import { callName, counts, hostsLine, needingAction, notAsked, summaryLine } from './report.ts';
import type { ProbeReport } from './run.ts';
import { inferredNote, sentence, type Code } from './sentences.ts';

/** Inline code, with a fence long enough for any backtick inside. */
const code: Code = (text) => {
  const fence = '`'.repeat(Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length)) + 1);
  return fence.length > 1 || /^\s|\s$/.test(text) ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`;
};

export function renderMarkdown(report: ProbeReport): string {
  const acting = needingAction(report);
  const asked = report.outcomes.length - counts(report)['not asked'];
  const title =
    acting.length === 0
      ? `every one of the ${asked} operations asked answers as documented`
      : `${acting.length} of the ${asked} operations asked did not answer as documented`;
  const signed = report.signedIn ? 'signed in' : 'not signed in';
  const lines = [`## Contract probe: ${title}`, '', `${hostsLine(report, code)}; ${signed}; ${report.seconds} s.`];
  lines.push(`${summaryLine(report)}.`);
  for (const o of acting) {
    lines.push('', `### ${code(callName(o))}`, '');
    const inferred = inferredNote(o, code);
    const about = [
      `${code(o.step)} on the ${o.host} host: **${o.status}**.`,
      inferred && `${inferred[0].toUpperCase()}${inferred.slice(1)}.`,
    ];
    lines.push(about.filter(Boolean).join(' '));
    if (o.note) lines.push('', o.note);
    if (o.differences.length > 0) lines.push('', ...o.differences.map((d) => `- ${sentence(d, code)}`));
    if (o.request) lines.push('', 'To replay it:', '', '```sh', curlLine(o.request), '```');
  }
  const unasked = notAsked(report);
  if (unasked.size > 0) lines.push('', '### Not asked', '');
  for (const [note, steps] of unasked) lines.push(`- ${note} (${steps.length}): ${steps.map(code).join(', ')}`);
  return `${lines.join('\n')}\n`;
}
