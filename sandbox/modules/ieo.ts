/** IEO module handlers. */
import type { ModuleHandlers } from '../core/handler.ts';

export const ieoHandlers = {} satisfies ModuleHandlers;
