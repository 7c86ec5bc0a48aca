// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const financingGetUserProductDetail = { id: 'financingGetUserProductDetail', host: 'base', method: 'get', path: '/api/idcm/foundation/app/Financing/GetUserProductDetail' } as const;
