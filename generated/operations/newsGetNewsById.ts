// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const newsGetNewsById = { id: 'newsGetNewsById', host: 'base', method: 'get', path: '/api/idcm/foundation/app/News/GetNewsById' } as const;
