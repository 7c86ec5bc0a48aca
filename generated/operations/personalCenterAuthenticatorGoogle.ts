// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const personalCenterAuthenticatorGoogle = { id: 'personalCenterAuthenticatorGoogle', host: 'base', method: 'get', path: '/api/idcm/customer/PersonalCenter/AuthenticatorGoogle' } as const;
