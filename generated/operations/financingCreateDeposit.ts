// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const financingCreateDeposit = { id: 'financingCreateDeposit', host: 'base', method: 'post', path: '/api/idcm/foundation/app/Financing/CreateDeposit' } as const;
