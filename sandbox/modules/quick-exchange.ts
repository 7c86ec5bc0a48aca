/** QuickExchange module handlers. */
import type { ModuleHandlers } from '../core/handler.ts';

export const quickExchangeHandlers = {} satisfies ModuleHandlers;
