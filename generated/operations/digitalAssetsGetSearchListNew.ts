// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const digitalAssetsGetSearchListNew = { id: 'digitalAssetsGetSearchListNew', host: 'base', method: 'get', path: '/api/idcm/foundation/app/DigitalAssets/GetSearchListNew' } as const;
