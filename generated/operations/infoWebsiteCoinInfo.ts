// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const infoWebsiteCoinInfo = { id: 'infoWebsiteCoinInfo', host: 'base', method: 'get', path: '/api/idcm/foundation/app/Info/WebsiteCoinInfo' } as const;
