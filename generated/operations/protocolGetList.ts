// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const protocolGetList = { id: 'protocolGetList', host: 'base', method: 'get', path: '/api/idcm/foundation/app/Protocol/GetList' } as const;
