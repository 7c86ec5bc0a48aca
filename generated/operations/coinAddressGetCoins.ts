// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const coinAddressGetCoins = { id: 'coinAddressGetCoins', host: 'base', method: 'post', path: '/api/idcm/assets/CoinAddress/GetCoins' } as const;
