// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const customerIsExistEmail = { id: 'customerIsExistEmail', host: 'base', method: 'get', path: '/api/idcm/customer/Customer/IsExistEmail' } as const;
