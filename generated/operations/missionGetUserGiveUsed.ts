// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const missionGetUserGiveUsed = { id: 'missionGetUserGiveUsed', host: 'base', method: 'post', path: '/api/idcm/foundation/app/Mission/GetUserGiveUsed' } as const;
