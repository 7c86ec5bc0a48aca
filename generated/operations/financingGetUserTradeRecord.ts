// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const financingGetUserTradeRecord = { id: 'financingGetUserTradeRecord', host: 'base', method: 'post', path: '/api/idcm/foundation/app/Financing/GetUserTradeRecord' } as const;
