// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const dealGetCustomerDealList = { id: 'dealGetCustomerDealList', host: 'base', method: 'post', path: '/api/IDCM/Transaction/Deal/GetCustomerDealList' } as const;
