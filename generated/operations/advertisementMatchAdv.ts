// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const advertisementMatchAdv = { id: 'advertisementMatchAdv', host: 'base', method: 'post', path: '/api/idcm/otc/Advertisement/MatchAdv' } as const;
