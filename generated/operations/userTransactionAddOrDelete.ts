// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const userTransactionAddOrDelete = { id: 'userTransactionAddOrDelete', host: 'base', method: 'post', path: '/api/idcm/market/UserTransaction/AddOrDelete' } as const;
