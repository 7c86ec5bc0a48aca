// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const customerAssetsCancelApplyTransactionOut = { id: 'customerAssetsCancelApplyTransactionOut', host: 'base', method: 'get', path: '/api/idcm/assets/CustomerAssets/CancelApplyTransactionOut' } as const;
