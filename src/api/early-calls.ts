/**
 * Calls start-up makes before the app's code has downloaded (the entry makes them, in parallel with
 * the download): the first call of the same operation and query takes the answer instead of asking
 * again. Only public GET calls are made early: no token, no body, nothing to replay.
 */
import { trackCall } from './calls-in-flight.ts';

export interface EarlyOutcome {
  data?: unknown;
  error?: unknown;
  response: Response;
}

const early = new Map<string, Promise<EarlyOutcome>>();

const keyOf = (path: string, query: Record<string, unknown>) =>
  `${path}?${new URLSearchParams(
    Object.entries(query)
      .map(([name, value]) => [name, String(value)])
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  )}`;

/** Asks `base` + `path` now, with the headers every call sends; the answer also goes to whoever takes it. */
export function startEarlyGet(
  base: string,
  path: string,
  query: Record<string, string>,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<EarlyOutcome> {
  const outcome = trackCall(
    fetch(`${base}${keyOf(path, query)}`, { headers, signal: AbortSignal.timeout(timeoutMs) }).then(
      async (response) => {
        const body: unknown = await response.json().catch(() => undefined);
        return response.ok ? { data: body, response } : { error: body, response };
      },
    ),
  );
  // Nobody may take it (another language chosen meanwhile): its failure is not an error of its own.
  outcome.catch(() => undefined);
  early.set(keyOf(path, query), outcome);
  return outcome;
}

/** The early answer for this path and query, once; null when none was asked for. */
export function takeEarlyGet(path: string, query: Record<string, unknown>): Promise<EarlyOutcome> | null {
  const key = keyOf(path, query);
  const outcome = early.get(key) ?? null;
  early.delete(key);
  return outcome;
}
