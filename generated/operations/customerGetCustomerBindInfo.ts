// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const customerGetCustomerBindInfo = { id: 'customerGetCustomerBindInfo', host: 'base', method: 'post', path: '/api/idcm/customer/Customer/GetCustomerBindInfo' } as const;
