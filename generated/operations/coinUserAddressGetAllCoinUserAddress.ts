// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const coinUserAddressGetAllCoinUserAddress = { id: 'coinUserAddressGetAllCoinUserAddress', host: 'base', method: 'get', path: '/api/idcm/assets/CoinUserAddress/GetAllCoinUserAddress' } as const;
