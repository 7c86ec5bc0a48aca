// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const securitySecurityVerify = { id: 'securitySecurityVerify', host: 'base', method: 'post', path: '/api/idcm/customer/Security/SecurityVerify' } as const;
