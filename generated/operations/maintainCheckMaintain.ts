// Generated from schema/openapi/maintenance.yaml by `npm run generate`. Do not edit by hand.

export const maintainCheckMaintain = { id: 'maintainCheckMaintain', host: 'maintenance', method: 'get', path: '/api/maintain/CheckMaintain' } as const;
