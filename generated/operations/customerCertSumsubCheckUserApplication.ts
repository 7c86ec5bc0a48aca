// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const customerCertSumsubCheckUserApplication = { id: 'customerCertSumsubCheckUserApplication', host: 'base', method: 'post', path: '/api/idcm/customer/CustomerCertSumsub/CheckUserApplication' } as const;
