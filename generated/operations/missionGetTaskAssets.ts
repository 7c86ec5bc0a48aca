// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const missionGetTaskAssets = { id: 'missionGetTaskAssets', host: 'base', method: 'post', path: '/api/idcm/foundation/app/Mission/GetTaskAssets' } as const;
