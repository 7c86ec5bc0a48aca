// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const personalCenterGetGoogleTFA = { id: 'personalCenterGetGoogleTFA', host: 'base', method: 'get', path: '/api/idcm/customer/PersonalCenter/GetGoogleTFA' } as const;
