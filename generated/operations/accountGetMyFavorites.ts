// Generated from schema/openapi/futures.yaml by `npm run generate`. Do not edit by hand.

export const accountGetMyFavorites = { id: 'accountGetMyFavorites', host: 'futures', method: 'post', path: '/api/account/GetMyFavorites' } as const;
