// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const missionGetTaskRecords = { id: 'missionGetTaskRecords', host: 'base', method: 'post', path: '/api/idcm/foundation/app/Mission/GetTaskRecords' } as const;
