// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const facilitaPayGetSupportBankList = { id: 'facilitaPayGetSupportBankList', host: 'base', method: 'get', path: '/api/idcm/payment/FacilitaPay/GetSupportBankList' } as const;
