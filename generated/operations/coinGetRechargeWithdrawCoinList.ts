// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const coinGetRechargeWithdrawCoinList = { id: 'coinGetRechargeWithdrawCoinList', host: 'base', method: 'get', path: '/api/idcm/foundation/app/coin/GetRechargeWithdrawCoinList' } as const;
