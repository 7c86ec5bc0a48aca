/** PersonalCenter module handlers. */
import type { ModuleHandlers } from '../core/handler.ts';

export const personalCenterHandlers = {} satisfies ModuleHandlers;
