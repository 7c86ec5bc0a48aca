// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const userTransactionGetUserTransactionList = { id: 'userTransactionGetUserTransactionList', host: 'base', method: 'get', path: '/api/idcm/market/UserTransaction/GetUserTransactionList' } as const;
