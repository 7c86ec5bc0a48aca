// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const customerCheckQrStatus = { id: 'customerCheckQrStatus', host: 'base', method: 'post', path: '/api/idcm/customer/Customer/CheckQrStatus' } as const;
