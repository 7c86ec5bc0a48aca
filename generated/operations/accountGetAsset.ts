// Generated from schema/openapi/futures.yaml by `npm run generate`. Do not edit by hand.

export const accountGetAsset = { id: 'accountGetAsset', host: 'futures', method: 'post', path: '/api/account/GetAsset' } as const;
