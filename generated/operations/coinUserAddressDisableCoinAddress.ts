// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const coinUserAddressDisableCoinAddress = { id: 'coinUserAddressDisableCoinAddress', host: 'base', method: 'get', path: '/api/idcm/assets/CoinUserAddress/DisableCoinAddress' } as const;
