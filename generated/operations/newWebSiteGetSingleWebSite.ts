// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const newWebSiteGetSingleWebSite = { id: 'newWebSiteGetSingleWebSite', host: 'base', method: 'get', path: '/api/idcm/foundation/app/NewWebSite/GetSingleWebSite' } as const;
