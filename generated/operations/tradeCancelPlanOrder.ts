// Generated from schema/openapi/futures.yaml by `npm run generate`. Do not edit by hand.

export const tradeCancelPlanOrder = { id: 'tradeCancelPlanOrder', host: 'futures', method: 'post', path: '/api/trade/CancelPlanOrder' } as const;
