// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const advertisementGetReferencePrice = { id: 'advertisementGetReferencePrice', host: 'base', method: 'post', path: '/api/idcm/otc/Advertisement/GetReferencePrice' } as const;
