// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const personalCenterGetCustomerCertified = { id: 'personalCenterGetCustomerCertified', host: 'base', method: 'get', path: '/api/idcm/customer/PersonalCenter/GetCustomerCertified' } as const;
