/** Missions module handlers. */
import type { ModuleHandlers } from '../core/handler.ts';

export const missionsHandlers = {} satisfies ModuleHandlers;
