// Generated from schema/openapi/futures.yaml by `npm run generate`. Do not edit by hand.

export const accountAddToFavorites = { id: 'accountAddToFavorites', host: 'futures', method: 'post', path: '/api/account/AddToFavorites' } as const;
