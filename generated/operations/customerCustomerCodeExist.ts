// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const customerCustomerCodeExist = { id: 'customerCustomerCodeExist', host: 'base', method: 'get', path: '/api/idcm/customer/Customer/CustomerCodeExist' } as const;
