// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const currencyGetList = { id: 'currencyGetList', host: 'base', method: 'post', path: '/api/idcm/assets/Currency/GetList' } as const;
