// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const financingCreateWithdraw = { id: 'financingCreateWithdraw', host: 'base', method: 'post', path: '/api/idcm/foundation/app/Financing/CreateWithdraw' } as const;
