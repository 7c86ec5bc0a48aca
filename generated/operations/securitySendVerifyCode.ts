// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const securitySendVerifyCode = { id: 'securitySendVerifyCode', host: 'base', method: 'post', path: '/api/idcm/customer/Security/SendVerifyCode' } as const;
