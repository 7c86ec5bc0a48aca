// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const customerGetCustomerWithBaseResponse = { id: 'customerGetCustomerWithBaseResponse', host: 'base', method: 'get', path: '/api/idcm/customer/Customer/GetCustomerWithBaseResponse' } as const;
