/** News module handlers. */
import type { ModuleHandlers } from '../core/handler.ts';

export const newsHandlers = {} satisfies ModuleHandlers;
