// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const facilitaPayUpdateBankAccounts = { id: 'facilitaPayUpdateBankAccounts', host: 'base', method: 'post', path: '/api/idcm/payment/FacilitaPay/UpdateBankAccounts' } as const;
