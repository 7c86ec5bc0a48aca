// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const digitalFiatGetDfcWithdrawalRecipientByCoinId = { id: 'digitalFiatGetDfcWithdrawalRecipientByCoinId', host: 'base', method: 'get', path: '/api/idcm/dfc/DigitalFiat/GetDfcWithdrawalRecipientByCoinId' } as const;
