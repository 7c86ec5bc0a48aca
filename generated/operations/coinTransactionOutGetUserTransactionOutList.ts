// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const coinTransactionOutGetUserTransactionOutList = { id: 'coinTransactionOutGetUserTransactionOutList', host: 'base', method: 'post', path: '/api/idcm/assets/CoinTransactionOut/GetUserTransactionOutList' } as const;
