/** Maintenance host: answers whether the exchange is in maintenance (the maintenance knob sets it). */
import type { ModuleHandlers } from '../core/handler.ts';

export const maintenanceHandlers = {
  maintainCheckMaintain: (ctx) => ctx.state.maintenance.on,
} satisfies ModuleHandlers;
