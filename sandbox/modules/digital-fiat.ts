/** DigitalFiat module handlers. */
import type { ModuleHandlers } from '../core/handler.ts';

export const digitalFiatHandlers = {} satisfies ModuleHandlers;
