// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const personalCenterSetPIN = { id: 'personalCenterSetPIN', host: 'base', method: 'post', path: '/api/idcm/customer/PersonalCenter/SetPIN' } as const;
