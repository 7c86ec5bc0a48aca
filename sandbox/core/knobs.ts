/** Switches that make the sandbox misbehave on purpose, for tests and demos (see docs/sandbox.md). */
import { SandboxFault } from './fault.ts';

export interface Knobs {
  /** The next `remaining` calls (other than the refresh and maintenance calls) get this HTTP status. */
  forcedStatus: { status: 401 | 403; remaining: number } | null;
  /** The next `remaining` refresh calls fail with this HTTP status or code. */
  refreshFailure: { status: 401 | 403 | null; code: number | string | null; remaining: number } | null;
  /** operationId -> the code its next `remaining` calls answer with. */
  forcedCodes: Map<string, { code: number | string; msg: string; remaining: number }>;
  /** Delay before answering: every call, or only the named operation. */
  latency: { ms: number; operationId: string | null } | null;
  /**
   * operationId -> how many of its next calls get no answer (the connection drops), as when a network fails
   * after a request left: the page cannot know the outcome. `carriedOut`: the call took effect before the
   * answer was lost; otherwise it never reached the exchange.
   */
  lostAnswers: Map<string, { remaining: number; carriedOut: boolean }>;
  /** operationId -> its calls wait until released: a test sees the page while the answer is on its way. */
  held: Map<string, Hold>;
}

export interface Hold {
  released: Promise<void>;
  release: () => void;
}

export function createKnobs(): Knobs {
  return {
    forcedStatus: null,
    refreshFailure: null,
    forcedCodes: new Map(),
    latency: null,
    lostAnswers: new Map(),
    held: new Map(),
  };
}

/** Takes one use of a counted knob; null when it is not set or used up. */
function take<T extends { remaining: number }>(knob: T | null | undefined): T | null {
  if (!knob || knob.remaining <= 0) return null;
  knob.remaining--;
  return knob;
}

export function takeForcedStatus(knobs: Knobs): SandboxFault | null {
  const k = take(knobs.forcedStatus);
  return k ? new SandboxFault(k.status, k.status === 401 ? 'Unauthorized' : 'Forbidden', k.status) : null;
}

export function takeRefreshFailure(knobs: Knobs): SandboxFault | null {
  const k = take(knobs.refreshFailure);
  if (!k) return null;
  if (k.status) return new SandboxFault(k.status, 'The refresh token was refused', k.status);
  return new SandboxFault(k.code ?? 41000, 'The refresh failed');
}

export function takeForcedCode(knobs: Knobs, operationId: string): SandboxFault | null {
  const k = take(knobs.forcedCodes.get(operationId));
  return k ? new SandboxFault(k.code, k.msg) : null;
}

export function latencyFor(knobs: Knobs, operationId: string): number {
  const l = knobs.latency;
  return l && (l.operationId === null || l.operationId === operationId) ? l.ms : 0;
}

/** Whether this call's answer is lost, and whether it is carried out first (taking one use of the knob). */
export function takeLostAnswer(knobs: Knobs, operationId: string): { carriedOut: boolean } | null {
  return take(knobs.lostAnswers.get(operationId));
}

/** Holds the calls of `operationId` until `releaseHeld` (or a reset) lets them through. */
export function hold(knobs: Knobs, operationId: string): void {
  if (knobs.held.has(operationId)) return;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  knobs.held.set(operationId, { released, release });
}

/** Lets the held calls of `operationId` (of every operation when null) through, and the next ones too. */
export function releaseHeld(knobs: Knobs, operationId: string | null): void {
  for (const [id, held] of knobs.held)
    if (operationId === null || id === operationId) {
      held.release();
      knobs.held.delete(id);
    }
}
