// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const financingGetUserProductList = { id: 'financingGetUserProductList', host: 'base', method: 'post', path: '/api/idcm/foundation/app/Financing/GetUserProductList' } as const;
