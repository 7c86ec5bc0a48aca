/** Futures module handlers. */
import type { ModuleHandlers } from '../core/handler.ts';

export const futuresHandlers = {} satisfies ModuleHandlers;
