/**
 * Each difference as one sentence in the backend's terms: where in the answer, what the document
 * says there (the allowed values, an example of what matches) and what came. `code` marks names
 * and values: as they are in the text report, in backticks in Markdown.
 */
import type { Difference } from './differences.ts';
import type { Outcome } from './run.ts';
import { valuesInWords } from './schema-facts.ts';

export type Code = (text: string) => string;

export const plain: Code = (text) => text;

/** "an integer", "a string or null". */
const article = (type: string) => `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;

const lastName = (path: string) => path.slice(path.lastIndexOf('.') + 1);

/** What the document says, its values and examples marked as code. */
function documented(d: Difference, code: Code): string {
  if (d.allowed) return `one of ${valuesInWords(d.allowed.map((value) => code(String(value))))}`;
  if (d.like) return d.expected.replace(d.like, code(d.like));
  return d.expected;
}

export function sentence(d: Difference, code: Code = plain): string {
  const where = code(d.path);
  const places = d.count > 1 ? ` (in ${d.count} places)` : '';
  switch (d.kind) {
    case 'missing field':
      return `${where} is missing${d.type ? `; documented as ${article(d.type)}` : ''}${places}`;
    case 'extra field':
      return `${where} is not in the document; came ${code(d.example)}${places}`;
    case 'probable rename': {
      const name = code(lastName(d.renamedTo ?? ''));
      return `${where} was probably renamed ${name}: it is missing, and ${name} came in its place, also ${article(d.type ?? 'value')}: ${code(d.example)}${places}`;
    }
    case 'wrong type':
      return `${where}: documented as ${article(d.expected)}, came ${article(d.type ?? 'value')}: ${code(d.example)}${places}`;
    case 'redirect':
      return `the host answered with a redirect, ${d.example}; the probe follows none`;
    case 'envelope':
      return `${where}: documented ${d.expected}; came ${d.example === '(absent)' ? 'none' : code(d.example)}`;
    default:
      return `${where}: documented ${documented(d, code)}; came ${code(d.example)}${places}`;
  }
}

/** "designed here, not yet confirmed", once for the operation, or naming the places when only some are. */
export function inferredNote(outcome: Outcome, code: Code = plain): string | null {
  if (outcome.status !== 'differs') return null;
  if (outcome.inferred) return 'designed here, not yet confirmed';
  const paths = outcome.differences.filter((d) => d.inferred).map((d) => code(d.path));
  return paths.length > 0 ? `designed here, not yet confirmed: ${paths.join(', ')}` : null;
}
