// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const digitalFiatCreateBankAccount = { id: 'digitalFiatCreateBankAccount', host: 'base', method: 'post', path: '/api/idcm/dfc/DigitalFiat/CreateBankAccount' } as const;
