// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const missionRewardNotice = { id: 'missionRewardNotice', host: 'base', method: 'post', path: '/api/idcm/foundation/app/Mission/RewardNotice' } as const;
