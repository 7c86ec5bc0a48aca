// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const customerCheckIsRemoteLogIn = { id: 'customerCheckIsRemoteLogIn', host: 'base', method: 'post', path: '/api/idcm/customer/Customer/CheckIsRemoteLogIn' } as const;
