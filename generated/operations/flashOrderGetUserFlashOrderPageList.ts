// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const flashOrderGetUserFlashOrderPageList = { id: 'flashOrderGetUserFlashOrderPageList', host: 'base', method: 'post', path: '/api/IDCM/Transaction/FlashOrder/GetUserFlashOrderPageList' } as const;
