// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const customerIsExistPhone = { id: 'customerIsExistPhone', host: 'base', method: 'get', path: '/api/idcm/customer/Customer/IsExistPhone' } as const;
