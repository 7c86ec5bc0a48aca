// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const coinAddressGetAddress = { id: 'coinAddressGetAddress', host: 'base', method: 'get', path: '/api/idcm/assets/CoinAddress/GetAddress' } as const;
