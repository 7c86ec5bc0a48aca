// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const personalCenterSetDefaultVariety = { id: 'personalCenterSetDefaultVariety', host: 'base', method: 'get', path: '/api/idcm/customer/PersonalCenter/SetDefaultVariety' } as const;
