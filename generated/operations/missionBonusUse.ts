// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const missionBonusUse = { id: 'missionBonusUse', host: 'base', method: 'post', path: '/api/idcm/foundation/app/Mission/BonusUse' } as const;
