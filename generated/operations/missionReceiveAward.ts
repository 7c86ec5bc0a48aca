// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const missionReceiveAward = { id: 'missionReceiveAward', host: 'base', method: 'post', path: '/api/idcm/foundation/app/Mission/ReceiveAward' } as const;
