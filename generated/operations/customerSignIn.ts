// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const customerSignIn = { id: 'customerSignIn', host: 'base', method: 'post', path: '/api/idcm/customer/Customer/SignIn' } as const;
