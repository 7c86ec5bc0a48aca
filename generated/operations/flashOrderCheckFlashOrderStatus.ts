// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const flashOrderCheckFlashOrderStatus = { id: 'flashOrderCheckFlashOrderStatus', host: 'base', method: 'get', path: '/api/IDCM/Transaction/FlashOrder/CheckFlashOrderStatus' } as const;
