// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const digitalFiatDeleteBankAccount = { id: 'digitalFiatDeleteBankAccount', host: 'base', method: 'delete', path: '/api/idcm/dfc/DigitalFiat/DeleteBankAccount' } as const;
