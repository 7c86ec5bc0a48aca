// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const planOrderCancelAllPlanOrder = { id: 'planOrderCancelAllPlanOrder', host: 'base', method: 'post', path: '/api/idcm/spot/PlanOrder/CancelAllPlanOrder' } as const;
