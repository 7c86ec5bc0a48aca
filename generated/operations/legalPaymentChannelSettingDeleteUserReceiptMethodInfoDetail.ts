// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const legalPaymentChannelSettingDeleteUserReceiptMethodInfoDetail = { id: 'legalPaymentChannelSettingDeleteUserReceiptMethodInfoDetail', host: 'base', method: 'post', path: '/api/idcm/otc/LegalPaymentChannelSetting/DeleteUserReceiptMethodInfoDetail' } as const;
