// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const subBannerGetBannerList = { id: 'subBannerGetBannerList', host: 'base', method: 'get', path: '/api/idcm/foundation/app/SubBanner/GetBannerList' } as const;
