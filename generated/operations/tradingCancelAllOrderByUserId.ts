// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const tradingCancelAllOrderByUserId = { id: 'tradingCancelAllOrderByUserId', host: 'base', method: 'post', path: '/api/IDCM/Transaction/Trading/CancelAllOrderByUserId' } as const;
