// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const protocolGetProtocol = { id: 'protocolGetProtocol', host: 'base', method: 'get', path: '/api/idcm/foundation/app/Protocol/GetProtocol' } as const;
