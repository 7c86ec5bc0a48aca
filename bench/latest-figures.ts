/**
 * The latest figures of each benchmark, in one file the benchmarks write themselves:
 * docs/latest-figures.md. Each benchmark replaces its own section (a `## ` heading and what
 * follows it) with what it just printed, dated and with the machine's load; git history keeps the
 * earlier ones. A run of part of a benchmark (one page) writes nothing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';

export const latestFiguresFile = resolve(import.meta.dirname, '../docs/latest-figures.md');

const preface = [
  '# Latest figures',
  '',
  'Written by the benchmarks themselves (`bench/latest-figures.ts`), each its own section, on the',
  'last full run; what each figure means and its budget are in `docs/budgets.md`.',
  '',
].join('\n');

/** `text` with the section headed `## heading` replaced by `body` (added at the end when new). */
export function withSection(text: string, heading: string, body: string): string {
  const sections = text.split(/^(?=## )/m);
  const first = sections[0] ?? '';
  if (!first.startsWith('## ')) sections.shift();
  const head = first.startsWith('## ') || first.trim() === '' ? preface : first;
  const section = `## ${heading}\n\n${body.trim()}\n\n`;
  const at = sections.findIndex((s) => s.startsWith(`## ${heading}\n`));
  if (at >= 0) sections[at] = section;
  else sections.push(section);
  return `${head.trimEnd()}\n\n${sections.join('').trimEnd()}\n`;
}

/** Writes the benchmark's figures (its printed table, fenced) under its heading, dated. */
export function writeLatestFigures(heading: string, table: string, startLoad: number): void {
  let text = preface;
  try {
    text = readFileSync(latestFiguresFile, 'utf8');
  } catch {
    // The first run makes the file.
  }
  const machine = `${cpus().length} cores, Node ${process.versions.node}, load average ${startLoad.toFixed(1)} at the start and ${loadavg()[0].toFixed(1)} at the end`;
  const body = `${new Date().toISOString().slice(0, 10)}, ${machine}.\n\n\`\`\`\n${table.trimEnd()}\n\`\`\``;
  writeFileSync(latestFiguresFile, withSection(text, heading, body));
}

/**
 * Keeps what the benchmark prints from now on (console.log), for its section: `write()` at the end
 * of a full run puts it there, PASS or FAIL included.
 */
export function keepPrinted(heading: string): { write: () => void } {
  const startLoad = loadavg()[0];
  const lines: string[] = [];
  const log = console.log.bind(console);
  console.log = (...parts: unknown[]) => {
    lines.push(parts.map(String).join(' '));
    log(...parts);
  };
  return { write: () => writeLatestFigures(heading, lines.join('\n'), startLoad) };
}
