/**
 * Runs the probe: every step in order, one call at a time, no faster than the rate allows and
 * not past the time limit; each answer compared with the document.
 */
import type { HostId } from '../../sandbox/contract/operations.ts';
import { compareAnswer } from './compare.ts';
import type { Difference } from './differences.ts';
import { planSteps, type Answers } from './inputs.ts';
import { safeOperations } from './operations.ts';
import type { SentRequest } from './request.ts';
import { send } from './send.ts';

export type Status = 'documented' | 'differs' | 'refused' | 'no answer' | 'not asked';

export interface Outcome {
  /** The operationId, or `operationId:variant` for a second call of it. */
  step: string;
  operationId: string;
  host: HostId;
  method: string;
  path: string;
  /** The document marks the operation `x-inferred`. */
  inferred: boolean;
  status: Status;
  /** Why it was refused, had no answer or was not asked. */
  note?: string;
  differences: Difference[];
  /** What was sent (secrets masked, no token), to replay; absent when not asked. */
  request?: SentRequest;
}

export interface ProbeOptions {
  hosts: Partial<Record<HostId, string>>;
  token?: string;
  /** Calls per second at most. */
  rate: number;
  /** The whole run's time, in milliseconds: what is left is reported as not asked. */
  timeLimitMs: number;
  /** One call's time, in milliseconds. */
  callTimeoutMs: number;
  fetch?: typeof fetch;
}

export interface ProbeReport {
  hosts: Partial<Record<HostId, string>>;
  signedIn: boolean;
  seconds: number;
  outcomes: Outcome[];
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export async function runProbe(options: ProbeOptions): Promise<ProbeReport> {
  // The plan is made before the clock starts: the time limit is the hosts' time, not the documents' reading.
  const steps = planSteps(safeOperations());
  const started = Date.now();
  const deadline = started + options.timeLimitMs;
  const gapMs = 1000 / options.rate;
  const sender = { fetch: options.fetch ?? fetch, token: options.token };
  const answers = new Map<string, unknown>();
  const outcomes: Outcome[] = [];
  let lastCall = -Infinity;
  for (const step of steps) {
    const op = step.operation;
    const outcome = (status: Status, more: Partial<Outcome> = {}): Outcome => ({
      step: step.name,
      operationId: op.operationId,
      host: op.host,
      method: op.method,
      path: op.path,
      inferred: op.inferred,
      status,
      differences: [],
      ...more,
    });
    const hostUrl = options.hosts[op.host];
    const input = step.input(answers as Answers);
    const skip = !hostUrl
      ? `no --${op.host} host given`
      : op.secured && !options.token
        ? 'a signed-in read: give --token'
        : typeof input === 'string'
          ? input
          : Date.now() + gapMs > deadline
            ? 'the time limit was reached'
            : null;
    if (skip || typeof input === 'string' || !hostUrl) {
      outcomes.push(outcome('not asked', { note: skip ?? String(input) }));
      continue;
    }
    await sleep(Math.max(0, lastCall + gapMs - Date.now()));
    // A busy machine can oversleep past the deadline: a call then would have no time at all.
    if (Date.now() >= deadline) {
      outcomes.push(outcome('not asked', { note: 'the time limit was reached' }));
      continue;
    }
    lastCall = Date.now();
    const sent = await send(sender, hostUrl, op, input, Math.min(options.callTimeoutMs, deadline - lastCall));
    const { request } = sent;
    if ('error' in sent) {
      outcomes.push(outcome('no answer', { note: sent.error, request }));
      continue;
    }
    const verdict = compareAnswer(op, sent.answer);
    if (verdict.status === 'documented' || verdict.status === 'differs') answers.set(step.name, verdict.data);
    outcomes.push(
      verdict.status === 'differs'
        ? outcome('differs', { differences: verdict.differences, request })
        : verdict.status === 'documented'
          ? outcome('documented', { request })
          : outcome(verdict.status, { note: verdict.note, request }),
    );
  }
  return {
    hosts: options.hosts,
    signedIn: !!options.token,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    outcomes,
  };
}
