// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const missionGetNoviceTasks = { id: 'missionGetNoviceTasks', host: 'base', method: 'post', path: '/api/idcm/foundation/app/Mission/GetNoviceTasks' } as const;
