/** What a knob is (its method, its body's schema, what it does) and how it refuses. */
import type { z } from 'zod';
import type { Sandbox } from '../core/sandbox.ts';

export type Route = {
  method: 'GET' | 'POST';
  schema?: z.ZodType;
  run: (sandbox: Sandbox, input: never, query: URLSearchParams) => unknown;
};

export class KnobError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
