// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const digitalFiatGetPaymentTypeList = { id: 'digitalFiatGetPaymentTypeList', host: 'base', method: 'get', path: '/api/idcm/dfc/DigitalFiat/GetPaymentTypeList' } as const;
