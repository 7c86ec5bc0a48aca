// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const personalCenterSetGoogleTFA = { id: 'personalCenterSetGoogleTFA', host: 'base', method: 'post', path: '/api/idcm/customer/PersonalCenter/SetGoogleTFA' } as const;
