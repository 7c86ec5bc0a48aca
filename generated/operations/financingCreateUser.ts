// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const financingCreateUser = { id: 'financingCreateUser', host: 'base', method: 'post', path: '/api/idcm/foundation/app/Financing/CreateUser' } as const;
