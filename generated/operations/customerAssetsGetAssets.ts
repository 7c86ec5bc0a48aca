// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const customerAssetsGetAssets = { id: 'customerAssetsGetAssets', host: 'base', method: 'post', path: '/api/idcm/assets/CustomerAssets/GetAssets' } as const;
