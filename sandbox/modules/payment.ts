/** Payment module handlers. */
import type { ModuleHandlers } from '../core/handler.ts';

export const paymentHandlers = {} satisfies ModuleHandlers;
