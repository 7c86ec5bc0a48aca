/** Financing module handlers. */
import type { ModuleHandlers } from '../core/handler.ts';

export const financingHandlers = {} satisfies ModuleHandlers;
