// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const planOrderGetCustomerPlanOrderList = { id: 'planOrderGetCustomerPlanOrderList', host: 'base', method: 'post', path: '/api/idcm/spot/PlanOrder/GetCustomerPlanOrderList' } as const;
