// Generated from schema/openapi/futures.yaml by `npm run generate`. Do not edit by hand.

export const accountRemoveFavorites = { id: 'accountRemoveFavorites', host: 'futures', method: 'post', path: '/api/account/RemoveFavorites' } as const;
