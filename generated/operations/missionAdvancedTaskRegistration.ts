// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const missionAdvancedTaskRegistration = { id: 'missionAdvancedTaskRegistration', host: 'base', method: 'post', path: '/api/idcm/foundation/app/Mission/AdvancedTaskRegistration' } as const;
