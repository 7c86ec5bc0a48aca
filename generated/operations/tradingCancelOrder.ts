// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const tradingCancelOrder = { id: 'tradingCancelOrder', host: 'base', method: 'post', path: '/api/IDCM/Transaction/Trading/CancelOrder' } as const;
