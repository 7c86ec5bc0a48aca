// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const coinGetWebSiteKycSetting = { id: 'coinGetWebSiteKycSetting', host: 'base', method: 'get', path: '/api/idcm/foundation/app/coin/GetWebSiteKycSetting' } as const;
