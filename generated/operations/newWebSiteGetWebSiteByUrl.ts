// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const newWebSiteGetWebSiteByUrl = { id: 'newWebSiteGetWebSiteByUrl', host: 'base', method: 'get', path: '/api/idcm/foundation/admin/NewWebSite/GetWebSiteByUrl' } as const;
