// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const pageVideoGetList = { id: 'pageVideoGetList', host: 'base', method: 'get', path: '/api/idcm/foundation/app/PageVideo/GetList' } as const;
