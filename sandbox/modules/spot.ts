/** Spot module handlers. */
import type { ModuleHandlers } from '../core/handler.ts';

export const spotHandlers = {} satisfies ModuleHandlers;
