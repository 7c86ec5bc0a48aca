/** Customer module handlers. */
import type { ModuleHandlers } from '../core/handler.ts';

export const customerHandlers = {} satisfies ModuleHandlers;
