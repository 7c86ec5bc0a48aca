// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const coinUserAddressAdd = { id: 'coinUserAddressAdd', host: 'base', method: 'post', path: '/api/idcm/assets/CoinUserAddress/Add' } as const;
