// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const digitalFiatDfcRecharge = { id: 'digitalFiatDfcRecharge', host: 'base', method: 'post', path: '/api/idcm/dfc/DigitalFiat/DfcRecharge' } as const;
