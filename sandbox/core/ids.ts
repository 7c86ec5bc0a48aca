/** Ids and secrets for sandbox records: deterministic counters, random tokens. */
import { randomBytes } from 'node:crypto';

export function counter(start: number): () => number {
  let next = start;
  return () => next++;
}

export const randomToken = (bytes = 24): string => randomBytes(bytes).toString('base64url');
