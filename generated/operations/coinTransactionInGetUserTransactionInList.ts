// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const coinTransactionInGetUserTransactionInList = { id: 'coinTransactionInGetUserTransactionInList', host: 'base', method: 'post', path: '/api/idcm/assets/CoinTransactionIn/GetUserTransactionInList' } as const;
