/** OTC module handlers. */
import type { ModuleHandlers } from '../core/handler.ts';

export const otcHandlers = {} satisfies ModuleHandlers;
