// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const digitalFiatCreateWithdrawOrder = { id: 'digitalFiatCreateWithdrawOrder', host: 'base', method: 'post', path: '/api/idcm/dfc/DigitalFiat/CreateWithdrawOrder' } as const;
