// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const newsGetNewsPageList = { id: 'newsGetNewsPageList', host: 'base', method: 'post', path: '/api/idcm/foundation/app/News/GetNewsPageList' } as const;
