// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const missionGetAdvancedTasks = { id: 'missionGetAdvancedTasks', host: 'base', method: 'post', path: '/api/idcm/foundation/app/Mission/GetAdvancedTasks' } as const;
