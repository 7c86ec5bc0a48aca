// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const customerAssetsApplyTransactionOut = { id: 'customerAssetsApplyTransactionOut', host: 'base', method: 'post', path: '/api/idcm/assets/CustomerAssets/ApplyTransactionOut' } as const;
