// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const financingGetFinancialUserAsset = { id: 'financingGetFinancialUserAsset', host: 'base', method: 'post', path: '/api/idcm/foundation/app/Financing/GetFinancialUserAsset' } as const;
