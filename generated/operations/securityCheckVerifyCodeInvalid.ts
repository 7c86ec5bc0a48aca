// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const securityCheckVerifyCodeInvalid = { id: 'securityCheckVerifyCodeInvalid', host: 'base', method: 'post', path: '/api/idcm/customer/Security/CheckVerifyCodeInvalid' } as const;
