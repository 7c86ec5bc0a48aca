// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const iEOOrderCreateOrder = { id: 'iEOOrderCreateOrder', host: 'base', method: 'post', path: '/api/idcm/Assets/IEOOrder/CreateOrder' } as const;
