// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const facilitaPayDelBankAccounts = { id: 'facilitaPayDelBankAccounts', host: 'base', method: 'post', path: '/api/idcm/payment/FacilitaPay/DelBankAccounts' } as const;
