// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const customerAssetsConfirmTransactionOut = { id: 'customerAssetsConfirmTransactionOut', host: 'base', method: 'post', path: '/api/idcm/assets/CustomerAssets/ConfirmTransactionOut' } as const;
