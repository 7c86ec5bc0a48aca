// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const planOrderCancelPlanOrder = { id: 'planOrderCancelPlanOrder', host: 'base', method: 'post', path: '/api/idcm/spot/PlanOrder/CancelPlanOrder' } as const;
