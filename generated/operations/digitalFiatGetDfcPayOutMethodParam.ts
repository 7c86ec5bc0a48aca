// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const digitalFiatGetDfcPayOutMethodParam = { id: 'digitalFiatGetDfcPayOutMethodParam', host: 'base', method: 'get', path: '/api/idcm/dfc/DigitalFiat/GetDfcPayOutMethodParam' } as const;
