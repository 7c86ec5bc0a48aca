/** ApiKeys module handlers. */
import type { ModuleHandlers } from '../core/handler.ts';

export const apiKeysHandlers = {} satisfies ModuleHandlers;
