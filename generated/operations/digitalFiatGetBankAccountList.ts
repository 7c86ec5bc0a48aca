// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const digitalFiatGetBankAccountList = { id: 'digitalFiatGetBankAccountList', host: 'base', method: 'get', path: '/api/idcm/dfc/DigitalFiat/GetBankAccountList' } as const;
