/** Market module handlers. */
import type { ModuleHandlers } from '../core/handler.ts';

export const marketHandlers = {} satisfies ModuleHandlers;
