// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const newsGetNewsResource = { id: 'newsGetNewsResource', host: 'base', method: 'post', path: '/api/idcm/foundation/app/News/GetNewsResource' } as const;
