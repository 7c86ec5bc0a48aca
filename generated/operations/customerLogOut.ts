// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const customerLogOut = { id: 'customerLogOut', host: 'base', method: 'get', path: '/api/idcm/customer/Customer/LogOut' } as const;
