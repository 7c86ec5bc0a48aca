// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const customerForgetPass = { id: 'customerForgetPass', host: 'base', method: 'post', path: '/api/idcm/customer/Customer/ForgetPass' } as const;
