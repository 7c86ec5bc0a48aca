// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const facilitaPayGetBankAccounts = { id: 'facilitaPayGetBankAccounts', host: 'base', method: 'get', path: '/api/idcm/payment/FacilitaPay/GetBankAccounts' } as const;
