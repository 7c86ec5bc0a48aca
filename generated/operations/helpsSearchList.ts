// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const helpsSearchList = { id: 'helpsSearchList', host: 'base', method: 'get', path: '/api/idcm/foundation/app/Helps/SearchList' } as const;
