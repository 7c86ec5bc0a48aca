/**
 * Compares one answer with the operation's documented 200 answer: the envelope (the code in
 * `StatusCode`, as every example of the documents has it), then the whole answer with the
 * contract's validator on the closed schema (so extra fields count too).
 */
import { schemaErrors } from '../../sandbox/contract/validate.ts';
import { isEnvelope, isSuccess, resultCode, type Envelope } from '../../src/api/envelope.ts';
import { closedSchema } from './closed-schema.ts';
import { differencesOf, exampleOf, type Difference } from './differences.ts';
import type { ProbeOperation } from './operations.ts';

/** What came back for a call: its HTTP status, content type, where a redirect pointed, and body text. */
export interface HttpAnswer {
  status: number;
  contentType: string;
  location?: string;
  text: string;
}

export type Verdict =
  | { status: 'documented'; data: unknown }
  | { status: 'differs'; data: unknown; differences: Difference[] }
  | { status: 'refused'; note: string }
  | { status: 'no answer'; note: string };

const short = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}...` : text).replace(/\s+/g, ' ');

/** Differences of the envelope itself: the code in another field, or in none. */
function envelopeDifferences(envelope: Envelope, inferred: boolean): Difference[] {
  if ('StatusCode' in envelope) return [];
  const other = (['code', 'errorCode'] as const).find((name) => name in envelope);
  const difference = other
    ? { path: `$.${other}`, example: exampleOf(envelope[other], other) }
    : { path: '$.StatusCode', example: '(absent)' };
  return [{ kind: 'envelope', expected: 'the code in StatusCode', count: 1, inferred, ...difference }];
}

function readJson(text: string): { value: unknown } | null {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
}

/** A redirect is never followed (it could lead the call elsewhere): it is itself what differs. */
function redirectDifference(op: ProbeOperation, answer: HttpAnswer): Difference {
  return {
    kind: 'redirect',
    path: '$',
    expected: 'an answer from this host',
    example: `HTTP ${answer.status} to ${answer.location ?? '(no Location)'}`,
    count: 1,
    inferred: op.inferred,
  };
}

export function compareAnswer(op: ProbeOperation, answer: HttpAnswer): Verdict {
  if (answer.status >= 300 && answer.status < 400)
    return { status: 'differs', data: null, differences: [redirectDifference(op, answer)] };
  if (answer.text.trim() === '') return { status: 'no answer', note: `HTTP ${answer.status}, the answer had no body` };
  const json = answer.contentType.includes('json');
  if (op.binary && answer.status === 200 && !json) return { status: 'documented', data: null };
  const parsed = readJson(answer.text);
  if (!parsed)
    return {
      status: 'no answer',
      note: `HTTP ${answer.status}, not JSON (${answer.contentType || 'no content type'}): ${short(answer.text)}`,
    };
  const body = parsed.value;
  if (!isEnvelope(body) || Array.isArray(body)) {
    const difference: Difference = {
      kind: 'envelope',
      path: '$',
      expected: 'the call-result envelope (StatusCode, Msg, Data)',
      example: exampleOf(body, ''),
      count: 1,
      inferred: op.inferred,
    };
    return { status: 'differs', data: body, differences: [difference] };
  }
  const code = resultCode(body);
  if (answer.status !== 200 || !isSuccess(code))
    return { status: 'refused', note: `HTTP ${answer.status}, code ${String(code)}: ${short(String(body.Msg ?? ''))}` };
  if (op.binary) {
    const difference: Difference = {
      kind: 'envelope',
      path: '$',
      expected: 'a file, not JSON',
      example: exampleOf(body, ''),
      count: 1,
      inferred: op.inferred,
    };
    return { status: 'differs', data: null, differences: [difference] };
  }
  const schema = op.responseSchema && closedSchema(op.responseSchema);
  const differences = [
    ...envelopeDifferences(body, op.inferred),
    ...(schema ? differencesOf(schemaErrors(schema, body), schema, body, op.inferred) : []),
  ];
  return differences.length === 0
    ? { status: 'documented', data: body.Data }
    : { status: 'differs', data: body.Data, differences };
}
