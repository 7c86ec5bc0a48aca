// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const flashOrderSendFlashOrder = { id: 'flashOrderSendFlashOrder', host: 'base', method: 'post', path: '/api/IDCM/Transaction/FlashOrder/SendFlashOrder' } as const;
