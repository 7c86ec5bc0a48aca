// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const digitalFiatGetRechargePayInOrder = { id: 'digitalFiatGetRechargePayInOrder', host: 'base', method: 'get', path: '/api/idcm/dfc/DigitalFiat/GetRechargePayInOrder' } as const;
