// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const digitalFiatRechargeCalculateService = { id: 'digitalFiatRechargeCalculateService', host: 'base', method: 'post', path: '/api/idcm/dfc/DigitalFiat/RechargeCalculateService' } as const;
