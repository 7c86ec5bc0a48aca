// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const personalCenterSetUniqueCode = { id: 'personalCenterSetUniqueCode', host: 'base', method: 'get', path: '/api/idcm/customer/PersonalCenter/SetUniqueCode' } as const;
