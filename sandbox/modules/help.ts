/** Help module handlers. */
import type { ModuleHandlers } from '../core/handler.ts';

export const helpHandlers = {} satisfies ModuleHandlers;
