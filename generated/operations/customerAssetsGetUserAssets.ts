// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const customerAssetsGetUserAssets = { id: 'customerAssetsGetUserAssets', host: 'base', method: 'post', path: '/api/idcm/assets/CustomerAssets/GetUserAssets' } as const;
