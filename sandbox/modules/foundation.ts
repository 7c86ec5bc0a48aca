/** Foundation module handlers. */
import type { ModuleHandlers } from '../core/handler.ts';

export const foundationHandlers = {} satisfies ModuleHandlers;
