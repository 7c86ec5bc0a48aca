// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const customerRefresh = { id: 'customerRefresh', host: 'base', method: 'get', path: '/api/idcm/customer/Customer/Refresh' } as const;
