// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const facilitaPayRegistBankAccounts = { id: 'facilitaPayRegistBankAccounts', host: 'base', method: 'post', path: '/api/idcm/payment/FacilitaPay/RegistBankAccounts' } as const;
