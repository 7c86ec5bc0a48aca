// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const customerRegisterUser = { id: 'customerRegisterUser', host: 'base', method: 'post', path: '/api/idcm/customer/Customer/RegisterUser' } as const;
