// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const digitalFiatUpdateBankAccount = { id: 'digitalFiatUpdateBankAccount', host: 'base', method: 'put', path: '/api/idcm/dfc/DigitalFiat/UpdateBankAccount' } as const;
