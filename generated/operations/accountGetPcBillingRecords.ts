// Generated from schema/openapi/futures.yaml by `npm run generate`. Do not edit by hand.

export const accountGetPcBillingRecords = { id: 'accountGetPcBillingRecords', host: 'futures', method: 'post', path: '/api/account/GetPcBillingRecords' } as const;
