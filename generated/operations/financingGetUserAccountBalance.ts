// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const financingGetUserAccountBalance = { id: 'financingGetUserAccountBalance', host: 'base', method: 'get', path: '/api/idcm/foundation/app/Financing/GetUserAccountBalance' } as const;
