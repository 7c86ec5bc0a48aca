// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const customerGetLoginQR = { id: 'customerGetLoginQR', host: 'base', method: 'post', path: '/api/idcm/customer/Customer/GetLoginQR' } as const;
