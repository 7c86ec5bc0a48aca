/** Assets module handlers. */
import type { ModuleHandlers } from '../core/handler.ts';

export const assetsHandlers = {} satisfies ModuleHandlers;
